import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalJam,
  formatUmur,
  type JenisKelamin,
  LABEL_JENIS_KELAMIN,
  LABEL_JENIS_PENEMPATAN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  type PasienRanap,
} from '@rawat/domain';
import { Link as RouterLink } from 'react-router';
import type { DataTableColumn } from '../../../ui/DataTable.tsx';

/** The ward's page of a stay: /rawat-inap/dashboard-inap/:layanan_uid. */
export const urlDashboardInap = (r: Pick<PasienRanap, 'layanan_uid'>) =>
  `/rawat-inap/dashboard-inap/${r.layanan_uid}`;

const pasien = (bolehBuka: boolean): DataTableColumn<PasienRanap> => ({
  key: 'pasien',
  header: 'Pasien',
  render: (r) => (
    <Box sx={{ minWidth: 170 }}>
      {bolehBuka ? (
        <Link component={RouterLink} to={urlDashboardInap(r)} sx={{ fontWeight: 600 }} underline="hover">
          {r.pasien.nama}
        </Link>
      ) : (
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {r.pasien.nama}
        </Typography>
      )}
      <Typography variant="caption" color="text.secondary" component="div">
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {r.pasien.no_rm}
        </Box>{' '}
        · {LABEL_JENIS_KELAMIN[r.pasien.jenis_kelamin as JenisKelamin] ?? r.pasien.jenis_kelamin} ·{' '}
        {formatUmur(r.pasien.tanggal_lahir)}
      </Typography>
    </Box>
  ),
});

const letak: DataTableColumn<PasienRanap> = {
  key: 'letak',
  header: 'Ruangan / Kamar / Bed',
  render: (r) => (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {r.letak.ruangan}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        Kamar {r.letak.no_kamar} · Bed {r.letak.no_bed}
      </Typography>
    </Box>
  ),
};

const kelas: DataTableColumn<PasienRanap> = {
  key: 'kelas',
  header: 'Kelas / Penjamin',
  render: (r) => (
    <Box>
      <Typography variant="body2">
        {LABEL_KELAS_RANAP[r.letak.kelas]}
        {r.kelas_tagih !== r.letak.kelas ? ` (ditagih ${LABEL_KELAS_RANAP[r.kelas_tagih]})` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="div">
        {LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]}
      </Typography>
      {r.deposit_diminta && !r.pulang_pada ? (
        <Typography variant="caption" color="text.secondary" component="div">
          Deposit {formatRupiah(r.deposit_diminta)}
        </Typography>
      ) : null}
      {r.penempatan !== 'SESUAI_HAK' ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={LABEL_JENIS_PENEMPATAN[r.penempatan].split(' (')[0]}
        />
      ) : null}
    </Box>
  ),
};

const dpjp: DataTableColumn<PasienRanap> = {
  key: 'dpjp',
  header: 'DPJP',
  render: (r) => <Typography variant="body2">{r.dpjp?.nama ?? '—'}</Typography>,
};

const masuk: DataTableColumn<PasienRanap> = {
  key: 'masuk',
  header: 'Masuk',
  width: 150,
  render: (r) => (
    <Box>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {formatTanggalJam(r.masuk_pada)}
      </Typography>
      {r.pulang_pada ? null : (
        <Typography variant="caption" color="text.secondary">
          Hari rawat ke-{r.hari_rawat}
        </Typography>
      )}
    </Box>
  ),
};

const diagnosis: DataTableColumn<PasienRanap> = {
  key: 'dx',
  header: 'Diagnosis Masuk',
  render: (r) =>
    r.diagnosis_masuk ? (
      <Typography variant="body2">
        <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
          {r.diagnosis_masuk.kode}
        </Box>{' '}
        {r.diagnosis_masuk.nama}
      </Typography>
    ) : (
      '—'
    ),
};

const pulang: DataTableColumn<PasienRanap> = {
  key: 'pulang',
  header: 'Pulang',
  width: 150,
  render: (r) => (
    <Box>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {r.pulang_pada ? formatTanggalJam(r.pulang_pada) : '—'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {r.hari_rawat} hari rawat
      </Typography>
    </Box>
  ),
};

/** The columns of the inpatient lists: the front office's, the clinician's and the finished stays. */
export function kolomPasienRanap(jenis: 'kantor' | 'klinisi' | 'selesai', bolehBuka: boolean) {
  if (jenis === 'kantor') return [pasien(bolehBuka), letak, kelas, dpjp, masuk, diagnosis];
  if (jenis === 'klinisi') return [letak, pasien(bolehBuka), dpjp, masuk, diagnosis, kelas];
  return [pasien(bolehBuka), letak, dpjp, masuk, pulang, diagnosis];
}
