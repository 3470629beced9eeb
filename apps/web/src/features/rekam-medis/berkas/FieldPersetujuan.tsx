import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import {
  CARA_PERSETUJUAN,
  HUBUNGAN_PERSETUJUAN,
  LABEL_CARA_PERSETUJUAN,
  LABEL_HUBUNGAN_PERSETUJUAN,
  toJakartaIsoDate,
} from '@rawat/domain';
import type { FieldValues, Resolver } from 'react-hook-form';
import { FormPilih, FormTeks, FormWaktu } from '../../../ui/form/fields.tsx';

/** The consent as the form holds it: the time as the WIB wall clock of a datetime-local field. */
export interface NilaiPersetujuan {
  nama: string;
  hubungan: string;
  waktu: string;
  cara: string;
  saksi: string;
}

export const keIso = (lokal: string) => (lokal ? `${lokal}:00+07:00` : '');

/** Now on the WIB wall clock, to the minute: consent is usually recorded as it is given. */
export function sekarangLokal(): string {
  const d = new Date();
  const jam = new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);
  return `${toJakartaIsoDate(d)}T${jam}`;
}

export const persetujuanAwal = (): NilaiPersetujuan => ({
  nama: '',
  hubungan: 'PASIEN',
  waktu: sekarangLokal(),
  cara: 'TERTULIS',
  saksi: '',
});

export const kePersetujuan = (p: NilaiPersetujuan) => ({ ...p, waktu: keIso(p.waktu) });

/** The contract's schema as resolver of a form whose values `keInput` first turns into its input. */
export function resolverDari<In extends FieldValues, Out>(schema: unknown, keInput: (v: In) => unknown) {
  const dasar = zodResolver(schema as never) as unknown as Resolver<FieldValues, unknown, Out>;
  return ((v, ctx, opsi) => dasar(keInput(v) as FieldValues, ctx, opsi as never)) as Resolver<
    In,
    unknown,
    Out
  >;
}

const HUBUNGAN = HUBUNGAN_PERSETUJUAN.map((h) => ({ value: h, label: LABEL_HUBUNGAN_PERSETUJUAN[h] }));
const CARA = CARA_PERSETUJUAN.map((c) => ({ value: c, label: LABEL_CARA_PERSETUJUAN[c] }));

/** Who consented, how they are related, when, and how (spoken consent names its witness). */
export function FieldPersetujuan({ awalan = '' }: { awalan?: '' | 'persetujuan.' }) {
  type F = Record<string, unknown>;
  const n = (k: keyof NilaiPersetujuan) => `${awalan}${k}` as never;
  return (
    <>
      <Grid size={{ xs: 12, sm: 7 }}>
        <FormTeks<F> name={n('nama')} label="Nama pemberi persetujuan" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormPilih<F> name={n('hubungan')} label="Hubungan dengan pasien" required pilihan={HUBUNGAN} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormWaktu<F> name={n('waktu')} label="Waktu persetujuan" required />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormPilih<F> name={n('cara')} label="Cara persetujuan" required pilihan={CARA} />
      </Grid>
      <Grid size={12}>
        <FormTeks<F> name={n('saksi')} label="Saksi" helperText="Wajib untuk persetujuan lisan" />
      </Grid>
    </>
  );
}
