// Proves `npm run lint:cycles` (dpdm, run by `npm run lint`) fails on an import cycle that
// ESLint's import-x/no-cycle cannot see: one closed by `import type`, as get-posts.ts and
// served-data.ts once were. The script is run as package.json has it, on a throwaway src/.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, describe, it } from 'node:test'

const root = join(import.meta.dirname, '..')
const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['lint:cycles']
const work = mkdtempSync(join(tmpdir(), 'cycles-'))
after(() => rmSync(work, { recursive: true, force: true }))

function lintCycles(files) {
  const dir = mkdtempSync(join(work, 'case-'))
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] } } }))
  for (const [path, code] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true })
    writeFileSync(join(dir, path), code)
  }
  const env = { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` }
  return spawnSync('sh', ['-c', script], { cwd: dir, env, encoding: 'utf8' })
}

describe('lint:cycles', () => {
  it('fails on a cycle closed by `import type`', () => {
    const result = lintCycles({
      'src/posts.ts': "import { served } from './served'\nexport type Page = { posts: string[] }\nexport const first = served\n",
      'src/served.ts': "import type { Page } from '@/posts'\nexport const served: Page | null = null\n",
    })
    assert.equal(result.status, 1, result.stdout + result.stderr)
    assert.match(result.stdout, /src\/(posts|served)\.ts -> src\/(served|posts)\.ts/)
  })

  it('passes when the shared type lives in a third module', () => {
    const result = lintCycles({
      'src/types.ts': 'export type Page = { posts: string[] }\n',
      'src/posts.ts': "import type { Page } from './types'\nimport { served } from './served'\nexport const first: Page | null = served\n",
      'src/served.ts': "import type { Page } from '@/types'\nexport const served: Page | null = null\n",
    })
    assert.equal(result.status, 0, result.stdout + result.stderr)
  })
})
