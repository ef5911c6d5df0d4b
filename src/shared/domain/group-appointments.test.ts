import { describe, expect, it } from 'vitest'
import {
  defaultGroupAppointment,
  filterMapProblem,
  groupAppointmentProblems,
  topLevelKeys,
} from './group-appointments'

describe('group appointment rules (spec 000 §5)', () => {
  it('requires type, max attendees, plan range, offset days and max events per day', () => {
    expect(groupAppointmentProblems({ ...defaultGroupAppointment, type: 'Open dag' })).toEqual({})
    expect(
      groupAppointmentProblems({
        ...defaultGroupAppointment,
        type: ' ',
        maxNrAttendees: null,
        planRange: null,
        offsetDays: null,
        maxNrEventToShow: null,
      }),
    ).toEqual({
      type: { code: 'required' },
      maxNrAttendees: { code: 'required' },
      planRange: { code: 'required' },
      offsetDays: { code: 'required' },
      maxNrEventToShow: { code: 'required' },
    })
    const bounds = groupAppointmentProblems({
      ...defaultGroupAppointment,
      type: 'a\u202Eb',
      maxNrAttendees: 1.5,
      planRange: 27,
      offsetDays: -1,
      calendarAuthHandler: 'YAHOO',
    })
    expect(bounds).toMatchObject({
      type: { code: 'invisibleCharacters' },
      maxNrAttendees: { code: 'integer' },
      planRange: { code: 'range', min: 1, max: 26 },
      offsetDays: { code: 'range', min: 0, max: 90 },
      calendarAuthHandler: { code: 'handler' },
    })
  })

  it('takes a filter map of non-empty, unique keys to non-empty values', () => {
    expect(filterMapProblem('')).toBeNull()
    expect(filterMapProblem('{}')).toBeNull()
    expect(filterMapProblem('{ "team": "Noord", "max": 3, "remote": false }')).toBeNull()
    expect(filterMapProblem('{ "team": ')).toEqual({ code: 'json' })
    expect(filterMapProblem('["team"]')).toEqual({ code: 'notObject' })
    expect(filterMapProblem('{ " ": "Noord" }')).toEqual({ code: 'emptyKey' })
    expect(filterMapProblem('{ "team": "" }')).toEqual({ code: 'emptyValue', key: 'team' })
    expect(filterMapProblem('{ "team": null }')).toEqual({ code: 'emptyValue', key: 'team' })
    expect(filterMapProblem('{ "team": ["a"] }')).toEqual({ code: 'valueType', key: 'team' })
    // JSON.parse would keep the last one silently.
    expect(filterMapProblem('{ "team": "Noord", " team": "Zuid" }')).toEqual({
      code: 'duplicateKey',
      key: 'team',
    })
  })

  it('reads the top-level keys past nested objects, escaped quotes and string values', () => {
    expect(topLevelKeys('{"a": {"b": 1}, "c\\"d": "x: {", "e" : [ {"f": 2} ]}')).toEqual(['a', 'c"d', 'e'])
  })
})
