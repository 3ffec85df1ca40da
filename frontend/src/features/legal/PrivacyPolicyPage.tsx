import { privacyPolicy } from '@/content/legal'
import { LegalDocumentView } from './components/LegalDocumentView'

export function PrivacyPolicyPage() {
  return <LegalDocumentView document={privacyPolicy} />
}
