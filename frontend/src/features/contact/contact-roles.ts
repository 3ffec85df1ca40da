// The five roles the contact API accepts (spec section 3); values are sent, labels shown.
export const contactRoles = [
  { value: 'business-owner', label: 'Business Owner' },
  { value: 'ops-director', label: 'Ops Director' },
  { value: 'team-lead', label: 'Team Lead' },
  { value: 'consultant', label: 'Consultant' },
  { value: 'other', label: 'Other' },
] as const

export type ContactRole = (typeof contactRoles)[number]['value']

export const contactRoleValues = contactRoles.map((role) => role.value) as [ContactRole, ...ContactRole[]]
