// Shapes shared by every asynchronous submission endpoint (design convention 5).

export type SubmissionStatus = 'queued' | 'running' | 'succeeded' | 'failed'

export type SubmissionAccepted = {
  id: string
  status: SubmissionStatus
  status_url: string
}
