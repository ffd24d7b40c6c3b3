import { test } from '@japa/runner'
import { countryTimeZones, placeTimeZone, zoneLabel } from '#contracts/place_time_zone'
import { admissionField, formDateQuestion, incidentDateQuestion } from '#contracts/case_dates'
import { DEFAULT_CASE_FORMS } from '#database/seeders/reference/case_forms'
import type { CaseFormSection } from '#contracts/case_form_sections'

const NOW = new Date('2026-11-28T03:00:00Z')

test.group('The place’s time zone (app/contracts/place_time_zone.ts)', () => {
  test('a country’s zones come from its ISO code', ({ assert }) => {
    assert.deepEqual(countryTimeZones('TH'), ['Asia/Bangkok'])
    assert.includeMembers(countryTimeZones('ID'), ['Asia/Jakarta', 'Asia/Jayapura'])
    assert.deepEqual(countryTimeZones('!!'), [])
  })

  test('one zone is the place’s; the city chooses among several; one time today takes the first', ({
    assert,
  }) => {
    assert.equal(placeTimeZone(['Asia/Bangkok'], ''), 'Asia/Bangkok')
    const indonesia = ['Asia/Jakarta', 'Asia/Jayapura', 'Asia/Makassar', 'Asia/Pontianak']
    assert.equal(placeTimeZone(indonesia, '  jayapura '), 'Asia/Jayapura')
    assert.isNull(placeTimeZone(indonesia, 'Bali', NOW))
    assert.isNull(placeTimeZone(indonesia, '', NOW))
    const us = ['America/Chicago', 'America/New_York']
    assert.equal(placeTimeZone(us, 'New York'), 'America/New_York')
    assert.equal(placeTimeZone(['Asia/Kuala_Lumpur', 'Asia/Kuching'], 'Kuching'), 'Asia/Kuching')
    assert.equal(
      placeTimeZone(['Asia/Kuala_Lumpur', 'Asia/Kuching'], 'Kota Kinabalu', NOW),
      'Asia/Kuala_Lumpur'
    )
    assert.isNull(placeTimeZone([], 'Bangkok'))
    assert.equal(zoneLabel('America/Port_of_Spain'), 'America/Port of Spain')
  })
})

test.group('Dates questioned on the case form (app/contracts/case_dates.ts)', () => {
  const today = '2026-11-28'
  const format = (day: string) => day

  test('the admission is the first date beside the form’s provider', ({ assert }) => {
    assert.equal(admissionField(DEFAULT_CASE_FORMS.Medical, false)?.key, 'admitted_on')
    assert.isNull(admissionField(DEFAULT_CASE_FORMS.Travel, false))
    const evacuationFirst: CaseFormSection[] = [
      DEFAULT_CASE_FORMS.Medical[2],
      DEFAULT_CASE_FORMS.Medical[0],
    ]
    // The evacuation section has no provider: the admission stays Admitted on.
    assert.equal(admissionField(evacuationFirst, true)?.key, 'admitted_on')
  })

  test('an incident more than a year ago is questioned, not a recent one', ({ assert }) => {
    assert.isNull(incidentDateQuestion('2026-01-05', today))
    assert.match(incidentDateQuestion('2025-11-01', today) ?? '', /more than a year ago/)
  })

  test('an admission months ahead, before the incident, or a date before the one above it', ({
    assert,
  }) => {
    const base = { today, isAdmission: true, incidentDate: '2026-11-27', before: null, format }
    assert.isNull(formDateQuestion({ ...base, day: '2026-11-28' }))
    assert.match(formDateQuestion({ ...base, day: '2027-06-01' }) ?? '', /more than 90 days/)
    assert.match(formDateQuestion({ ...base, day: '2026-11-20' }) ?? '', /before the incident date/)
    const discharge = {
      ...base,
      isAdmission: false,
      before: { label: 'Admitted on', day: '2026-11-25' },
    }
    assert.match(
      formDateQuestion({ ...discharge, day: '2026-11-24' }) ?? '',
      /before Admitted on \(2026-11-25\)/
    )
    assert.isNull(formDateQuestion({ ...discharge, day: '2026-11-26' }))
    const other = { ...base, isAdmission: false }
    assert.match(formDateQuestion({ ...other, day: '2001-01-01' }) ?? '', /more than 10 years ago/)
    assert.isNull(formDateQuestion({ ...other, day: '2027-06-01' }))
  })
})
