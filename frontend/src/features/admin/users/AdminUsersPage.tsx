import { toast } from 'sonner'
import { LabelOptions } from '@/components/ui/LabelOptions'
import { formControlStyles } from '@/components/ui/form-control-styles'
import { roleLabels, usersCopy } from '@/content/admin'
import { useSession } from '../api/get-session'
import { useUsers } from '../api/list-users'
import { useSetUserRole } from '../api/set-user-role'
import { useSignOutUserEverywhere } from '../api/sign-out-user'
import { Alert } from '../components/Alert'
import { ConfirmButton } from '../components/ConfirmButton'
import { RequireArea } from '../components/RequireArea'
import type { AdminUser, Role } from '../types'

// Admins grant roles here; signing up never does (spec 6), and only an account whose email
// address is confirmed can be given one. Admins can also end another account's sessions.
export function AdminUsersPage() {
  return (
    <RequireArea area="users">
      <Users />
    </RequireArea>
  )
}

function Users() {
  const users = useUsers()
  const session = useSession()
  const selfId = session.data?.user?.id
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold text-slate-900">Users</h2>
      <p className="text-slate-700">
        New sign-ups have no role and can't reach the admin area until you give them one here.
      </p>
      {users.isPending ? <p role="status">Loading...</p> : null}
      {users.isError ? <Alert tone="error">{users.error.message}</Alert> : null}
      {users.data ? (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-slate-200 bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Email</th>
                <th scope="col" className="px-4 py-3 font-semibold">Name</th>
                <th scope="col" className="px-4 py-3 font-semibold">Email confirmed</th>
                <th scope="col" className="px-4 py-3 font-semibold">Role</th>
                <th scope="col" className="px-4 py-3 font-semibold">Sessions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {users.data.users.map((user) => (
                <UserRow key={user.id} user={user} isSelf={user.id === selfId} />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  )
}

function UserRow({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const setRole = useSetUserRole()
  const signOut = useSignOutUserEverywhere()
  // The server refuses a role for an unconfirmed address; "No role" stays choosable.
  const noteId = `role-note-${user.id}`
  const unconfirmed = !user.email_verified
  const onChange = (value: string) => {
    const role = value === '' ? null : (value as Role)
    setRole.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast.success(`${user.email}: ${role ? roleLabels[role] : 'no role'}`),
        onError: (error) => toast.error(error.message),
      },
    )
  }
  return (
    <tr>
      <td className="px-4 py-3 font-medium text-slate-900">{user.email}</td>
      <td className="px-4 py-3 text-slate-700">{user.first_name ?? '—'}</td>
      <td className="px-4 py-3 text-slate-700">{user.email_verified ? 'Yes' : 'Not yet'}</td>
      <td className="px-4 py-3">
        <select
          aria-label={`Role for ${user.email}`}
          value={user.role ?? ''}
          disabled={isSelf || setRole.isPending || (unconfirmed && user.role === null)}
          title={isSelf ? "You can't change your own role." : undefined}
          aria-describedby={unconfirmed ? noteId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={formControlStyles(false, 'w-auto text-sm')}
        >
          <option value="">No role</option>
          <LabelOptions labels={roleLabels} disabled={unconfirmed} />
        </select>
        {unconfirmed ? (
          <p id={noteId} className="mt-1 text-xs text-slate-600">
            {usersCopy.unconfirmed}
          </p>
        ) : null}
      </td>
      <td className="px-4 py-3">
        {isSelf ? null : (
          <ConfirmButton
            label={usersCopy.signOut}
            question={usersCopy.signOutQuestion}
            confirmLabel={usersCopy.signOut}
            busy={signOut.isPending}
            onConfirm={() =>
              signOut.mutate(user.id, {
                onSuccess: (result) => toast.success(usersCopy.signedOut(user.email, result.ended)),
                onError: (error) => toast.error(error.message),
              })
            }
          />
        )}
      </td>
    </tr>
  )
}
