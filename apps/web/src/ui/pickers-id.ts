import type { PickersLocaleText } from '@mui/x-date-pickers/locales';

const namaView: Record<string, string> = {
  year: 'tahun',
  month: 'bulan',
  day: 'hari',
  hours: 'jam',
  minutes: 'menit',
  seconds: 'detik',
  meridiem: 'meridiem',
};

/** Indonesian texts of MUI X pickers, which ships no id-ID locale. */
export const pickersIdID: Partial<PickersLocaleText> = {
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  openPreviousView: 'Buka tampilan sebelumnya',
  openNextView: 'Buka tampilan berikutnya',
  calendarViewSwitchingButtonAriaLabel: (view) =>
    view === 'year'
      ? 'tampilan tahun terbuka, ganti ke tampilan kalender'
      : 'tampilan kalender terbuka, ganti ke tampilan tahun',
  start: 'Mulai',
  end: 'Selesai',
  startDate: 'Tanggal mulai',
  startTime: 'Waktu mulai',
  endDate: 'Tanggal selesai',
  endTime: 'Waktu selesai',
  cancelButtonLabel: 'Batal',
  clearButtonLabel: 'Hapus',
  okButtonLabel: 'OK',
  todayButtonLabel: 'Hari ini',
  nextStepButtonLabel: 'Berikutnya',
  datePickerToolbarTitle: 'Pilih tanggal',
  dateTimePickerToolbarTitle: 'Pilih tanggal & waktu',
  timePickerToolbarTitle: 'Pilih waktu',
  dateRangePickerToolbarTitle: 'Pilih rentang tanggal',
  timeRangePickerToolbarTitle: 'Pilih rentang waktu',
  clockLabelText: (view, formattedTime) =>
    `Pilih ${namaView[view] ?? view}. ${formattedTime ? `Waktu terpilih ${formattedTime}` : 'Belum ada waktu dipilih'}`,
  hoursClockNumberText: (hours) => `${hours} jam`,
  minutesClockNumberText: (minutes) => `${minutes} menit`,
  secondsClockNumberText: (seconds) => `${seconds} detik`,
  selectViewText: (view) => `Pilih ${namaView[view] ?? view}`,
  calendarWeekNumberHeaderLabel: 'Minggu ke',
  calendarWeekNumberHeaderText: '#',
  calendarWeekNumberAriaLabelText: (weekNumber) => `Minggu ke-${weekNumber}`,
  calendarWeekNumberText: (weekNumber) => `${weekNumber}`,
  openDatePickerDialogue: (formattedDate) =>
    formattedDate ? `Pilih tanggal, tanggal terpilih ${formattedDate}` : 'Pilih tanggal',
  openTimePickerDialogue: (formattedTime) =>
    formattedTime ? `Pilih waktu, waktu terpilih ${formattedTime}` : 'Pilih waktu',
  openRangePickerDialogue: (formattedRange) =>
    formattedRange ? `Pilih rentang, rentang terpilih ${formattedRange}` : 'Pilih rentang',
  fieldClearLabel: 'Hapus',
  timeTableLabel: 'pilih waktu',
  dateTableLabel: 'pilih tanggal',
  // The field shows the mask of spec §5 (____/__/__) for yyyy/MM/dd.
  fieldYearPlaceholder: (params) => '_'.repeat(params.digitAmount),
  fieldMonthPlaceholder: (params) => (params.contentType === 'letter' ? 'MMMM' : '__'),
  fieldDayPlaceholder: () => '__',
  fieldWeekDayPlaceholder: (params) => (params.contentType === 'letter' ? 'EEEE' : 'EE'),
  fieldHoursPlaceholder: () => '__',
  fieldMinutesPlaceholder: () => '__',
  fieldSecondsPlaceholder: () => '__',
  fieldMeridiemPlaceholder: () => 'aa',
  year: 'Tahun',
  month: 'Bulan',
  day: 'Hari',
  weekDay: 'Hari dalam minggu',
  hours: 'Jam',
  minutes: 'Menit',
  seconds: 'Detik',
  meridiem: 'Meridiem',
  empty: 'Kosong',
};
