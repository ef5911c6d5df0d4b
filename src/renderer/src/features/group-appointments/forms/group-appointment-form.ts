import {
  defaultGroupAppointment,
  groupAppointmentProblems,
  type GroupAppointmentInput,
  type GroupAppointmentProblems,
} from '@shared/domain/group-appointments'

/**
 * The form's values: numbers as the text in their fields, so a field can be emptied while typing (and the
 * rule says "required" rather than the field jumping back to a number).
 */
export interface GroupAppointmentFormValues {
  readonly type: string
  readonly maxNrAttendees: string
  readonly planRange: string
  readonly offsetDays: string
  readonly maxNrEventToShow: string
  readonly calendarAuthHandler: string
  readonly filterMap: string
}

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value)
/** '' is a missing number; anything else that is not a number is NaN, which the rule calls not whole. */
const numberOf = (text: string) => (text.trim() === '' ? null : Number(text.trim()))

export function formValuesOf(input: GroupAppointmentInput): GroupAppointmentFormValues {
  return {
    type: input.type,
    maxNrAttendees: numberText(input.maxNrAttendees),
    planRange: numberText(input.planRange),
    offsetDays: numberText(input.offsetDays),
    maxNrEventToShow: numberText(input.maxNrEventToShow),
    calendarAuthHandler: input.calendarAuthHandler,
    filterMap: input.filterMap,
  }
}

export const newFormValues = (): GroupAppointmentFormValues => formValuesOf(defaultGroupAppointment)

export function inputOf(values: GroupAppointmentFormValues): GroupAppointmentInput {
  return {
    type: values.type,
    maxNrAttendees: numberOf(values.maxNrAttendees),
    planRange: numberOf(values.planRange),
    offsetDays: numberOf(values.offsetDays),
    maxNrEventToShow: numberOf(values.maxNrEventToShow),
    calendarAuthHandler: values.calendarAuthHandler,
    filterMap: values.filterMap,
  }
}

/** The shared rules (the server checks the same) over the form's values. */
export const problemsOf = (values: GroupAppointmentFormValues): GroupAppointmentProblems =>
  groupAppointmentProblems(inputOf(values))
