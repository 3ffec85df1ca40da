import { termsOfService } from '@/content/legal'
import { LegalDocumentView } from './components/LegalDocumentView'

export function TermsOfServicePage() {
  return <LegalDocumentView document={termsOfService} />
}
