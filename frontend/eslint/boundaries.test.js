// Proves the import rules in eslint.config.js (feature boundaries, public forms only through
// usePublicForm, no import cycles) catch what they should, by linting
// deliberately bad code through ESLint's Node API as if it sat at a path in src/. The bad
// code lives only in this file, so `eslint .` never sees it as src/ code.
// Run by `npm run lint:check-rules` (and so by `npm run lint` and `make lint`).
import assert from 'node:assert/strict'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { describe, it } from 'node:test'
import { ESLint } from 'eslint'
import { ADMIN_SHARED } from './boundaries.js'

const root = join(import.meta.dirname, '..')
const eslint = new ESLint({ cwd: root })
const RULE = 'import-x/no-restricted-paths'

function folders(dir) {
  return readdirSync(join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
}

// A real module in `dir` (without its extension), so the import resolves as a real one would.
function moduleIn(dir) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name)) {
      const path = join(entry.parentPath, entry.name).slice(join(root, 'src').length + 1)
      return path.replace(/\.tsx?$/, '')
    }
  }
  throw new Error(`no module in ${dir}`)
}

// The messages of `rule` for `code` linted as the file at `filePath`.
async function ruleErrors(filePath, code, rule = RULE) {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) })
  assert.ok(result, `${filePath} was not linted`)
  assert.deepEqual(
    result.messages.filter((message) => message.fatal),
    [],
    `${filePath} did not parse`,
  )
  return result.messages.filter((message) => message.ruleId === rule).map((message) => message.message)
}

const boundaryErrors = (filePath, code) => ruleErrors(filePath, code)

const features = folders('src/features')
const adminAreas = folders('src/features/admin').filter((name) => !ADMIN_SHARED.includes(name))

describe('feature boundaries', () => {
  it('finds features and admin areas to check', () => {
    assert.ok(features.length >= 2, features.join())
    assert.ok(adminAreas.length >= 2, adminAreas.join())
  })

  // Every folder under features/ at the time of the run, so a new feature is checked too.
  for (const feature of features) {
    const other = features.find((name) => name !== feature)
    const target = moduleIn(`src/features/${other}`)

    it(`${feature} may not import ${other}, by alias or by relative path`, async () => {
      const code = `import '@/${target}'\nimport '../${target.slice('features/'.length)}'\n`
      const errors = await boundaryErrors(`src/features/${feature}/BadFixture.tsx`, code)
      assert.equal(errors.length, 2, `expected two boundary errors, got ${JSON.stringify(errors)}`)
      assert.match(errors[0], /A feature does not import another feature/)
    })

    it(`${feature} may import its own modules and shared code`, async () => {
      const own = moduleIn(`src/features/${feature}`)
      const code = `import '@/${own}'\nimport '@/components/ui/Button'\nimport '@/lib/cn'\nimport '@/content/site'\n`
      assert.deepEqual(await boundaryErrors(`src/features/${feature}/GoodFixture.tsx`, code), [])
    })
  }

  it('catches dynamic imports, re-exports and type-only imports too', async () => {
    const [feature, other] = features
    const target = moduleIn(`src/features/${other}`)
    for (const code of [
      `export const load = () => import('@/${target}')\n`,
      `export * from '@/${target}'\n`,
      `import type * as Other from '@/${target}'\nexport type Types = typeof Other\n`,
    ]) {
      const errors = await boundaryErrors(`src/features/${feature}/BadFixture.tsx`, code)
      assert.equal(errors.length, 1, code)
    }
  })

  it("an admin area may not import another, but may use admin's shared parts", async () => {
    const [area, other] = adminAreas
    const code = `import '@/${moduleIn(`src/features/admin/${other}`)}'\n`
    const errors = await boundaryErrors(`src/features/admin/${area}/BadFixture.tsx`, code)
    assert.equal(errors.length, 1)
    assert.match(errors[0], /An admin area does not import another/)

    const shared = ADMIN_SHARED.map((name) => `import '@/${moduleIn(`src/features/admin/${name}`)}'`).join('\n')
    assert.deepEqual(await boundaryErrors(`src/features/admin/${area}/GoodFixture.tsx`, shared), [])
  })

  it("admin's shared parts may not import an admin area", async () => {
    const code = `import '@/${moduleIn(`src/features/admin/${adminAreas[0]}`)}'\n`
    const errors = await boundaryErrors('src/features/admin/components/BadFixture.tsx', code)
    assert.equal(errors.length, 1)
  })

  it('shared code may not import a feature or the app', async () => {
    const code = `import '@/${moduleIn(`src/features/${features[0]}`)}'\nimport '@/app/routes'\n`
    for (const dir of ['components/ui', 'lib', 'content', 'types']) {
      const errors = await boundaryErrors(`src/${dir}/BadFixture.ts`, code)
      assert.equal(errors.length, 2, `${dir}: ${JSON.stringify(errors)}`)
    }
  })

  it('a feature may not import the app; its tests may, but still not another feature', async () => {
    const [feature, other] = features
    const errors = await boundaryErrors(`src/features/${feature}/BadFixture.tsx`, "import '@/app/routes'\n")
    assert.equal(errors.length, 1)
    assert.match(errors[0], /The app imports features/)

    const testPath = `src/features/${feature}/BadFixture.test.tsx`
    assert.deepEqual(await boundaryErrors(testPath, "import '@/app/routes'\nimport '@/testing/render-app'\n"), [])
    const crossing = await boundaryErrors(testPath, `import '@/${moduleIn(`src/features/${other}`)}'\n`)
    assert.equal(crossing.length, 1)
  })

  it('the app may import every feature', async () => {
    const code = features.map((feature) => `import '@/${moduleIn(`src/features/${feature}`)}'`).join('\n')
    assert.deepEqual(await boundaryErrors('src/app/GoodFixture.tsx', code), [])
  })
})

describe('public forms', () => {
  const bareForm = "import { useForm } from 'react-hook-form'\nexport const hook = useForm\n"

  it("may not build a form with react-hook-form's useForm instead of usePublicForm", async () => {
    const errors = await ruleErrors('src/features/contact/BadFixture.tsx', bareForm, 'no-restricted-imports')
    assert.equal(errors.length, 1)
    assert.match(errors[0], /usePublicForm/)
  })

  it('admin forms are not public forms, so they may', async () => {
    assert.deepEqual(await ruleErrors('src/features/admin/posts/GoodFixture.tsx', bareForm, 'no-restricted-imports'), [])
  })
})

// A real module of src/ that imports a sibling for its value (not `import type`): the
// importer as a module name (from src/, no extension) and the sibling's file (from the
// frontend folder). Code linted at the sibling's path that imports the importer back closes
// a two-file cycle out of modules on disk, which is where no-cycle reads the graph from.
function valueImportPair() {
  const entries = readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
  const files = entries
    .filter((entry) => entry.isFile() && /(?<!\.test)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort()
  for (const file of files) {
    const match = /^import (?![^\n]*\btype\b)[^\n]* from '\.\/([\w.-]+)'$/m.exec(readFileSync(file, 'utf8'))
    const sibling = match && ['.ts', '.tsx'].map((ext) => join(dirname(file), match[1] + ext)).find(existsSync)
    if (sibling) {
      const importer = file.slice(join(root, 'src').length + 1).replace(/\.tsx?$/, '')
      return { importer, importedFile: sibling.slice(root.length + 1) }
    }
  }
  throw new Error('no module in src/ imports a sibling for its value')
}

describe('import cycles', () => {
  const { importer, importedFile } = valueImportPair()
  const cycleErrors = (code) => ruleErrors(importedFile, code, 'import-x/no-cycle')

  it(`${importedFile} may not import ${importer} back, by alias or by relative path`, async () => {
    for (const code of [`import '@/${importer}'\n`, `import './${importer.split('/').pop()}'\n`]) {
      assert.deepEqual(await cycleErrors(code), ['Dependency cycle detected'], code)
    }
  })

  it('catches a cycle closed by a dynamic import or a re-export too', async () => {
    for (const code of [`export const load = () => import('@/${importer}')\n`, `export * from '@/${importer}'\n`]) {
      assert.equal((await cycleErrors(code)).length, 1, code)
    }
  })

  it('passes an import that leads nowhere back', async () => {
    assert.deepEqual(await cycleErrors("import '@/lib/cn'\n"), [])
  })

  // The rule follows only imports that stay in the built code: `import type` is erased, so
  // a cycle through one never runs. Such a cycle is left to review.
  it('does not follow `import type`', async () => {
    assert.deepEqual(await cycleErrors(`import type * as Back from '@/${importer}'\nexport type B = typeof Back\n`), [])
  })
})
