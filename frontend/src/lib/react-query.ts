import {
  QueryClient,
  type DefaultOptions,
  type UseMutationOptions,
} from '@tanstack/react-query'
import { ApiError } from './api-client'

// Retrying a 4xx only repeats the same rejection (and a 429 makes it worse), so
// only network failures and server errors are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}

export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    retry: shouldRetry,
  },
  mutations: {
    // A retried submission could queue a duplicate lead.
    retry: false,
  },
} satisfies DefaultOptions

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { ...queryConfig.queries, ...overrides.queries },
      mutations: { ...queryConfig.mutations, ...overrides.mutations },
    },
  })
}

export type ApiFnReturnType<FnType extends (...args: never[]) => Promise<unknown>> = Awaited<
  ReturnType<FnType>
>

// Lets a feature hook accept the caller's callbacks while owning mutationFn.
export type MutationConfig<MutationFnType extends (...args: never[]) => Promise<unknown>> = Omit<
  UseMutationOptions<ApiFnReturnType<MutationFnType>, ApiError, Parameters<MutationFnType>[0]>,
  'mutationFn'
>
