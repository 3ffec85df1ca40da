import { EarlyAccessCard } from '@/features/early-access/components/EarlyAccessCard'
import { ServiceDetailPage } from '@/features/services/ServiceDetailPage'

// A service page with the early-access card a coming-soon service shows. Features don't
// import each other, so a page that shows another feature's part is put together here.
export function ServiceDetailRoute() {
  return <ServiceDetailPage earlyAccessCard={<EarlyAccessCard />} />
}
