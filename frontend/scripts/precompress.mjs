// Build step: brotli and gzip copies of every hashed asset, so the server sends compressed
// bytes without compressing on each request (the files never change under their names).
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const assets = join(import.meta.dirname, '..', 'dist', 'assets')
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html)$/

let count = 0
for (const name of await readdir(assets)) {
  if (!COMPRESSIBLE.test(name)) continue
  const data = await readFile(join(assets, name))
  if (data.length < 1024) continue
  await writeFile(
    join(assets, `${name}.br`),
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(join(assets, `${name}.gz`), gzipSync(data, { level: 9 }))
  count += 1
}
console.log(`precompressed ${count} assets (br + gzip)`)
