const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
})

// Whole pounds, UK style: 1500 → "£1,500".
export function formatGbp(amount: number): string {
  return gbp.format(amount)
}
