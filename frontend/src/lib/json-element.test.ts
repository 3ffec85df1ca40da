import { describe, expect, it } from 'vitest'

import { readJsonElement } from './json-element'

function page(html: string): Document {
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html')
}

describe('readJsonElement', () => {
  it('reads the JSON the server wrote into the page', () => {
    const doc = page('<script type="application/json" id="data">{"a":[1,"<b>"]}</script>')
    expect(readJsonElement('data', doc)).toEqual({ a: [1, '<b>'] })
  })

  it('is undefined without the element, when it is empty, or when it is not JSON', () => {
    expect(readJsonElement('data', page(''))).toBeUndefined()
    expect(readJsonElement('data', page('<script id="data"></script>'))).toBeUndefined()
    expect(readJsonElement('data', page('<script id="data">{not json</script>'))).toBeUndefined()
    expect(readJsonElement('data', undefined)).toBeUndefined()
  })
})
