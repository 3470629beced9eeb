import { z } from 'zod';

/** A number in a plausible human range, or absent; the message names the field and the range. */
function ukuran(label: string, min: number, maks: number, satuan: string, bulat = true) {
  const angka = z.number({ message: `${label} harus berupa angka` });
  return (bulat ? angka.int(`${label} harus bilangan bulat`) : angka)
    .min(min, `${label} minimal ${min} ${satuan}`)
    .max(maks, `${label} maksimal ${maks} ${satuan}`)
    .nullable()
    .optional();
}

/**
 * Vital signs as nurses write them in Indonesia: tekanan darah (mmHg), nadi and respirasi (per
 * minute), suhu (°C), SpO2 (%), berat (kg) and tinggi (cm). The ranges refuse typing slips
 * (a temperature of 370), not unusual patients.
 */
export const tandaVitalSchema = z
  .object({
    td_sistolik: ukuran('Tekanan darah sistolik', 40, 300, 'mmHg'),
    td_diastolik: ukuran('Tekanan darah diastolik', 20, 200, 'mmHg'),
    nadi: ukuran('Nadi', 20, 250, 'x/menit'),
    respirasi: ukuran('Respirasi', 4, 80, 'x/menit'),
    suhu: ukuran('Suhu', 30, 45, '°C', false),
    spo2: ukuran('SpO2', 40, 100, '%'),
    berat_badan: ukuran('Berat badan', 0.3, 400, 'kg', false),
    tinggi_badan: ukuran('Tinggi badan', 20, 250, 'cm', false),
  })
  .superRefine((v, ctx) => {
    if (v.td_sistolik != null && v.td_diastolik != null && v.td_diastolik >= v.td_sistolik)
      ctx.addIssue({
        code: 'custom',
        path: ['td_diastolik'],
        message: 'Tekanan darah diastolik harus lebih kecil dari sistolik',
      });
  });
export type TandaVital = z.infer<typeof tandaVitalSchema>;

/** Body-mass index, one decimal; null without both weight and height. */
export function hitungImt(beratKg?: number | null, tinggiCm?: number | null): number | null {
  if (!beratKg || !tinggiCm) return null;
  const m = tinggiCm / 100;
  return Math.round((beratKg / (m * m)) * 10) / 10;
}

/** The Asia-Pacific (WHO 2000) BMI categories that Kemenkes uses for adults. */
export function kategoriImt(imt: number | null): string | null {
  if (imt == null) return null;
  if (imt < 18.5) return 'Berat badan kurang';
  if (imt < 23) return 'Normal';
  if (imt < 25) return 'Berat badan lebih';
  if (imt < 30) return 'Obesitas I';
  return 'Obesitas II';
}

/** '120/80 mmHg, N 88, RR 20, S 36,8 °C, SpO2 98 %' for timelines and resumes. */
export function ringkasTandaVital(v: TandaVital | null | undefined): string {
  if (!v) return '';
  const bagian: string[] = [];
  if (v.td_sistolik != null && v.td_diastolik != null)
    bagian.push(`TD ${v.td_sistolik}/${v.td_diastolik} mmHg`);
  if (v.nadi != null) bagian.push(`N ${v.nadi}x/mnt`);
  if (v.respirasi != null) bagian.push(`RR ${v.respirasi}x/mnt`);
  if (v.suhu != null) bagian.push(`S ${String(v.suhu).replace('.', ',')} °C`);
  if (v.spo2 != null) bagian.push(`SpO2 ${v.spo2}%`);
  if (v.berat_badan != null) bagian.push(`BB ${String(v.berat_badan).replace('.', ',')} kg`);
  if (v.tinggi_badan != null) bagian.push(`TB ${String(v.tinggi_badan).replace('.', ',')} cm`);
  return bagian.join(', ');
}
