import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { ThroughputChart } from './ThroughputChart'

const hours = Array.from({ length: 24 }, (_, index) => ({
  hour: new Date(Date.UTC(2025, 5, 1, index)).toISOString(),
  finished: index === 23 ? 9 : 0,
  failed: index === 23 ? 1 : 0,
}))

describe('ThroughputChart', () => {
  it('summarises the day and draws a bar pair per hour', () => {
    const { container } = render(<ThroughputChart hours={hours} />)
    expect(screen.getByLabelText('Throughput summary')).toHaveTextContent('9 finished · 1 failed · failure rate 10.0%')
    expect(screen.getByRole('img', { name: /9 finished, 1 failed/ })).toBeInTheDocument()
    expect(container.querySelectorAll('rect')).toHaveLength(48)
  })
})
