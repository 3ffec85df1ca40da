import { buttonStyles } from '@/components/ui/button-styles'
import { Button } from '@/components/ui/Button'
import { checkoutPendingMessage, subscribeLabel } from '@/content/plan-pages'
import type { PlanKey } from '@/content/plans'

type SubscribeButtonProps = {
  planKey: PlanKey
  // From site.checkoutUrls; null until the business provides a checkout page.
  checkoutUrl: string | null
  className?: string
}

// Once a checkout page exists this is a plain link to it (it navigates, so it is
// a link); until then it is a button that says the checkout is not ready yet.
export function SubscribeButton({ planKey, checkoutUrl, className }: SubscribeButtonProps) {
  const label = subscribeLabel(planKey)
  if (checkoutUrl) {
    return (
      <a href={checkoutUrl} className={buttonStyles({ size: 'lg', className })}>
        {label}
      </a>
    )
  }
  return (
    <Button size="lg" className={className} onClick={() => window.alert(checkoutPendingMessage(planKey))}>
      {label}
    </Button>
  )
}
