import { describe, expect, it } from 'vitest'
import { recommenderEngineLabel } from './recommender-engine'

describe('recommender engine label', () => {
  it('names each engine and says why the LLM fell back', () => {
    expect(recommenderEngineLabel('catalogue')).toBe('Catalogue engine')
    expect(recommenderEngineLabel('llm')).toBe('LLM (rationales written by the model)')
    expect(recommenderEngineLabel('llm-fallback:timeout')).toBe(
      'Catalogue engine, after the LLM failed: no answer in time (llm-fallback:timeout)',
    )
    expect(recommenderEngineLabel('llm-fallback:http-500')).toBe(
      'Catalogue engine, after the LLM failed: HTTP 500 from the server (llm-fallback:http-500)',
    )
    expect(recommenderEngineLabel('llm-fallback:something-new')).toContain('something-new')
    expect(recommenderEngineLabel(null)).toBe('Not recorded')
  })
})
