import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { formatTanggalPendek, type RujukanVclaim } from '@rawat/domain';

/** Under this many days left a referral is flagged: the patient will soon need a new one. */
const HARI_PERINGATAN = 15;

export const rujukanBerlaku = (r: RujukanVclaim) => r.sisa_hari > 0;

/** "Berlaku s.d. 12 Februari 2026 (sisa 20 hari)", amber under 15 days, red once expired. */
export function MasaBerlaku({ r }: { r: RujukanVclaim }) {
  const warna = !rujukanBerlaku(r)
    ? 'error.main'
    : r.sisa_hari < HARI_PERINGATAN
      ? 'warning.dark'
      : 'success.dark';
  return (
    <Typography variant="body2" sx={{ color: warna, fontWeight: 600 }}>
      {rujukanBerlaku(r)
        ? `Berlaku s.d. ${formatTanggalPendek(r.berlaku_sampai)} (sisa ${r.sisa_hari} hari)`
        : `Tidak berlaku lagi: berakhir ${formatTanggalPendek(r.berlaku_sampai)}`}
    </Typography>
  );
}

/** One referral: its number and source, who referred, to which clinic, for what, and until when. */
export function RujukanRingkas({ r }: { r: RujukanVclaim }) {
  return (
    <Box sx={{ minWidth: 0, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{r.no_rujukan}</Typography>
        <Chip
          size="small"
          variant="outlined"
          label={r.asal === '1' ? 'FKTP' : 'Rumah sakit'}
          sx={{ height: 20 }}
        />
        <Box sx={{ ml: 'auto' }}>
          <MasaBerlaku r={r} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'normal' }}>
        Perujuk: {r.prov_perujuk.nama} · Poli rujukan: {r.poli_rujukan.nama} · Diagnosa: {r.diagnosa.kode}{' '}
        {r.diagnosa.nama} · Kunjungan: {formatTanggalPendek(r.tgl_kunjungan)}
      </Typography>
    </Box>
  );
}
