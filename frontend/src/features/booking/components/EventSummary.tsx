import { useState } from 'react'
import type { BookingEvent } from '../types'

// The call's title, length and description (settings), beside the steps. The server puts
// them in /book's HTML as it serves it (web/public_details.py fills the prerender's
// placeholders), so they are there at first paint: hydrating, the page reads them back from
// that HTML; visited from inside the app, it shows the API's once they arrive.

type ShownEvent = { title: string; description: string; duration: string; meeting: string; meetingText: string }

const ELEMENT_ID = 'booking-event'
const PLACEHOLDERS: ShownEvent = {
  title: '%BOOKING_TITLE%',
  description: '%BOOKING_DESCRIPTION%',
  duration: '%BOOKING_DURATION%',
  meeting: '%BOOKING_MEETING%',
  meetingText: '%BOOKING_MEETING_TEXT%',
}

function servedEvent(): ShownEvent | null {
  if (typeof document === 'undefined') return PLACEHOLDERS // prerendering
  const element = document.getElementById(ELEMENT_ID)
  if (!element) return null
  const { title = '', description = '', duration = '', meeting = '', meetingText = '' } = element.dataset
  return { title, description, duration, meeting, meetingText }
}

function shown(event: BookingEvent): ShownEvent {
  const phone = event.meeting === 'phone'
  return {
    title: event.title,
    description: event.description,
    duration: String(event.duration_minutes),
    meeting: event.meeting,
    meetingText: phone ? 'by phone' : 'video call',
  }
}

export function EventSummary({ event }: { event: BookingEvent | undefined }) {
  const [served] = useState(servedEvent)
  const call = event ? shown(event) : served
  return (
    <div
      id={ELEMENT_ID}
      data-title={call?.title}
      data-description={call?.description}
      data-duration={call?.duration}
      data-meeting={call?.meeting}
      data-meeting-text={call?.meetingText}
      className="min-h-40 rounded-xl border border-slate-200 bg-slate-50 p-6"
    >
      {call ? (
        <>
          <h2 className="text-lg font-semibold text-slate-900">{call.title}</h2>
          <p className="mt-1 text-sm font-medium text-slate-700">
            {call.duration} minutes · {call.meetingText}
          </p>
          <p className="mt-3 leading-relaxed text-slate-700">{call.description}</p>
        </>
      ) : null}
    </div>
  )
}
