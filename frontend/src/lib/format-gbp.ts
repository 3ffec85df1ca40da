// Whole pounds, UK style: 1500 → "£1,500". Written out rather than with Intl.NumberFormat:
// the first currency formatter a page builds loads locale data, a long task on a phone,
// and content modules format their prices as they load.
export function formatGbp(amount: number): string {
  const pounds = Math.round(amount)
  const digits = String(Math.abs(pounds)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${pounds < 0 ? '-' : ''}£${digits}`
}
