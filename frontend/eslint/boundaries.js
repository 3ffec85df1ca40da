// Which folders of src/ may import which (architecture convention 9), as zones for
// import-x/no-restricted-paths. The zones are built from the folder list each time ESLint
// starts, so a new feature (or admin area) is fenced in without editing this file.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

// Admin's own shared parts, which every admin area may use. Every other folder under
// features/admin/ is an area (leads, posts, jobs, ...) that keeps to itself.
export const ADMIN_SHARED = ['api', 'components', 'lib']

const SHARED = ['src/components', 'src/lib', 'src/content', 'src/types']

function folders(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
}

// `root` is the frontend folder; zones are relative to it (the rule's basePath).
// `forTests`: tests (and testing/) may also import app/ and testing/, to render code the
// way the app wires it; a feature's tests still may not import another feature.
export function boundaryZones(root, { forTests = false } = {}) {
  const features = folders(join(root, 'src/features'))
  const adminAreas = features.includes('admin')
    ? folders(join(root, 'src/features/admin')).filter((name) => !ADMIN_SHARED.includes(name))
    : []

  const zones = features.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to components/ or lib/, ' +
      'or compose the two in app/.',
  }))

  for (const area of adminAreas) {
    const others = adminAreas.filter((name) => name !== area)
    if (others.length === 0) continue
    zones.push({
      target: `src/features/admin/${area}`,
      from: others.map((name) => `src/features/admin/${name}`),
      message: `An admin area does not import another: share through features/admin/{${ADMIN_SHARED.join(',')}}.`,
    })
  }
  if (adminAreas.length > 0) {
    zones.push({
      target: ADMIN_SHARED.map((name) => `src/features/admin/${name}`),
      from: adminAreas.map((name) => `src/features/admin/${name}`),
      message: "Admin's shared parts do not import an admin area.",
    })
  }

  zones.push({
    target: SHARED,
    from: 'src/features',
    message: 'Shared code does not import a feature: features build on it, not the reverse.',
  })

  if (!forTests) {
    zones.push({
      target: ['src/features', ...SHARED],
      from: ['src/app', 'src/testing'],
      message: 'The app imports features and shared code, not the other way round; test helpers are for tests.',
    })
  }
  return zones
}
