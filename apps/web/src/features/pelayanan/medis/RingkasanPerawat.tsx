import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  type Asesmen,
  DEFINISI_ASESMEN,
  formatTanggalWaktu,
  hitungImt,
  type LevelTriase,
  labelTriase,
  type TandaVital,
} from '@rawat/domain';
import { adaTandaVital } from './asesmen-medis.form.ts';

const koma = (n: number) => String(n).replace('.', ',');

/** The vital signs as chips a doctor reads at a glance. */
function chipTandaVital(v: TandaVital): string[] {
  const c: string[] = [];
  if (v.td_sistolik != null && v.td_diastolik != null) c.push(`TD ${v.td_sistolik}/${v.td_diastolik} mmHg`);
  if (v.nadi != null) c.push(`Nadi ${v.nadi} x/mnt`);
  if (v.respirasi != null) c.push(`RR ${v.respirasi} x/mnt`);
  if (v.suhu != null) c.push(`Suhu ${koma(v.suhu)} °C`);
  if (v.spo2 != null) c.push(`SpO2 ${v.spo2}%`);
  if (v.berat_badan != null) c.push(`BB ${koma(v.berat_badan)} kg`);
  if (v.tinggi_badan != null) c.push(`TB ${koma(v.tinggi_badan)} cm`);
  const imt = hitungImt(v.berat_badan, v.tinggi_badan);
  if (imt != null) c.push(`IMT ${koma(imt)}`);
  return c;
}

/** The nurse's latest assessment of this layanan, or null. */
export function asesmenPerawatTerakhir(list: readonly Asesmen[] | undefined): Asesmen | null {
  return list?.find((a) => DEFINISI_ASESMEN[a.jenis].sisi === 'keperawatan') ?? null;
}

/** The vital signs a nursing assessment recorded: the HD chart's post-dialysis ones when taken, else pre. */
export function tandaVitalAsesmen(a: Asesmen): TandaVital | null {
  const isi = a.isi as Partial<
    Record<'tanda_vital' | 'tanda_vital_post' | 'tanda_vital_pre', TandaVital | null>
  >;
  return [isi.tanda_vital, isi.tanda_vital_post, isi.tanda_vital_pre].find(adaTandaVital) ?? null;
}

/** The nurse's latest assessment of this layanan that recorded vital signs, or null. */
export function asesmenTtvPerawatTerakhir(list: readonly Asesmen[] | undefined): Asesmen | null {
  return (
    list?.find(
      (a) => DEFINISI_ASESMEN[a.jenis].sisi === 'keperawatan' && adaTandaVital(tandaVitalAsesmen(a)),
    ) ?? null
  );
}

/** Read-only, above the doctor's form: what the nurse found (complaint, vital signs, triage, pain). */
export function RingkasanPerawat({ asesmen: a }: { asesmen: Asesmen | null }) {
  if (!a)
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        Perawat belum mengisi asesmen keperawatan untuk pelayanan ini.
      </Alert>
    );
  const isi = a.isi as {
    keluhan_utama?: string;
    tanda_vital?: TandaVital;
    triase?: number;
    skala_nyeri?: number | null;
  };
  const chips = isi.tanda_vital ? chipTandaVital(isi.tanda_vital) : [];
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, bgcolor: 'action.hover' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {DEFINISI_ASESMEN[a.jenis].label}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatTanggalWaktu(a.updated_at)} · {a.nama_penulis}
        </Typography>
      </Box>
      {isi.keluhan_utama ? (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <b>Keluhan utama:</b> {isi.keluhan_utama}
        </Typography>
      ) : null}
      <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
        {typeof isi.triase === 'number' ? (
          <Chip size="small" color="error" label={labelTriase(isi.triase as LevelTriase)} />
        ) : null}
        {chips.map((c) => (
          <Chip key={c} size="small" variant="outlined" label={c} />
        ))}
        {isi.skala_nyeri != null ? (
          <Chip size="small" variant="outlined" label={`Nyeri ${isi.skala_nyeri}/10`} />
        ) : null}
      </Box>
    </Paper>
  );
}
