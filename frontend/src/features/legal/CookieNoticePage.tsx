import { cookieNotice } from '@/content/legal'
import { LegalDocumentView } from './components/LegalDocumentView'

export function CookieNoticePage() {
  return <LegalDocumentView document={cookieNotice} />
}
