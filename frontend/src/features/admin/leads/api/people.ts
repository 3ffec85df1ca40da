import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { isNotFound } from '../error-message'
import { filterQuery } from '../lead-filters'
import type { LeadFilterValues, PeopleList, PersonDetail } from '../types'

export function listPeople(filters: LeadFilterValues): Promise<PeopleList> {
  return apiClient.get<PeopleList>(`/api/admin/people?${filterQuery(filters).toString()}`)
}

export function usePeople(filters: LeadFilterValues) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'people', 'list', filters],
      queryFn: () => listPeople(filters),
      placeholderData: keepPreviousData,
    }),
  )
}

export function getPerson(leadId: string): Promise<{ person: PersonDetail }> {
  return apiClient.get<{ person: PersonDetail }>(`/api/admin/people/${encodeURIComponent(leadId)}`)
}

export function usePerson(leadId: string) {
  return useQuery(
    queryOptions({
      queryKey: ['admin', 'people', 'detail', leadId],
      queryFn: () => getPerson(leadId),
      retry: (count, error) => !isNotFound(error) && count < 2,
    }),
  )
}
