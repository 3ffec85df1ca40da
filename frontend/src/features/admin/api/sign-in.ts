import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'
import type { SessionResponse } from '../types'
import { sessionQueryKey } from './get-session'

export type SignInInput = { email: string; password: string }

export function signIn(input: SignInInput): Promise<SessionResponse> {
  return apiClient.post<SessionResponse>('/api/auth/login', input)
}

export function useSignIn({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signIn> } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    ...mutationConfig,
    mutationFn: signIn,
    onSuccess: (data, ...rest) => {
      queryClient.setQueryData(sessionQueryKey, data)
      mutationConfig?.onSuccess?.(data, ...rest)
    },
  })
}
