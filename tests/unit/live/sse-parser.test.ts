import { describe, expect, it } from 'vitest'
import { createSseParser, type SseFrame, toLiveEvent } from '../../../src/lib/live'

const parseAll = (chunks: string[]) => {
  const frames: SseFrame[] = []
  const parse = createSseParser((f) => frames.push(f))
  for (const chunk of chunks) parse(chunk)
  return frames
}

describe('the live stream parser', () => {
  it('reads frames of the contract: event, id and JSON data, and skips ": ping" comments', () => {
    const frames = parseAll([
      'event: ready\nid: 1\ndata: {}\n\n: ping\n\nevent: payment\nid: 2\ndata: {"order_id":41,"status":"paid","credited_amount":750}\n\n',
    ])
    expect(frames).toEqual([
      { event: 'ready', id: '1', data: '{}' },
      { event: 'payment', id: '2', data: '{"order_id":41,"status":"paid","credited_amount":750}' },
    ])
  })

  it('joins a frame split across chunks, also inside a \\r\\n line break', () => {
    const frames = parseAll(['event: bal', 'ance\r', '\nid: 3\r\ndata: {', '}\r\n\r', '\n'])
    expect(frames).toEqual([{ event: 'balance', id: '3', data: '{}' }])
  })

  it('gives nothing for an unfinished frame', () => {
    expect(parseAll(['event: ready\ndata: {}\n'])).toEqual([])
  })
})

describe('live events', () => {
  it('types the four events of the contract', () => {
    expect(toLiveEvent({ event: 'ready', id: '1', data: '{}' })).toEqual({ type: 'ready', data: {} })
    expect(toLiveEvent({ event: 'balance', id: '2', data: '{}' })).toEqual({ type: 'balance', data: {} })
    expect(
      toLiveEvent({
        event: 'payment',
        id: '3',
        data: '{"order_id":7,"status":"expired","credited_amount":0}',
      }),
    ).toEqual({
      type: 'payment',
      data: { order_id: 7, status: 'expired', credited_amount: 0 },
    })
    expect(toLiveEvent({ event: 'withdraw', id: '4', data: '{"id":9,"status":"success"}' })).toEqual({
      type: 'withdraw',
      data: { id: 9, status: 'success' },
    })
  })

  it('ignores unknown types, unknown statuses and malformed data', () => {
    expect(toLiveEvent({ event: 'round', id: '1', data: '{}' })).toBeNull()
    expect(toLiveEvent({ event: 'withdraw', id: '1', data: '{"id":9,"status":"lost"}' })).toBeNull()
    expect(toLiveEvent({ event: 'payment', id: '1', data: '{"order_id":"7"' })).toBeNull()
  })
})
