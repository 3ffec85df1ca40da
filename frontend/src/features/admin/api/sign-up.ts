import { useMutation } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import type { MutationConfig } from '@/lib/react-query'

export type SignUpInput = { email: string; password: string; first_name: string }

// Spec call 15. The account starts without any role: signing up never grants access.
export function signUp(input: SignUpInput): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/api/auth/signup', input)
}

export function useSignUp({ mutationConfig }: { mutationConfig?: MutationConfig<typeof signUp> } = {}) {
  return useMutation({ ...mutationConfig, mutationFn: signUp })
}
