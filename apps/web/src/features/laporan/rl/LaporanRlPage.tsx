import DownloadIcon from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { FORMULIR_RL, type FormulirRl, formatTanggal, LABEL_FORMULIR_RL, laporanRlApi } from '@rawat/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, urlKontrak } from '../../../api/kontrak.ts';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PilihPeriode, usePeriode } from './PilihPeriode.tsx';
import { TabelFormulirRl } from './TabelFormulirRl.tsx';

const tgl = (iso: string) => formatTanggal(`${iso}T12:00:00+07:00`);

/** /laporan-rl: the RL forms of SIRS online for a month or a year, each downloadable as Excel. */
export default function LaporanRlPage() {
  const [formulir, setFormulir] = useState<FormulirRl>('rl1');
  const p = usePeriode();
  const q = useQuery({
    ...kueri(laporanRlApi.formulir, { params: { formulir }, query: { periode: p.periode } }),
    placeholderData: keepPreviousData,
  });
  const d = q.data?.respon;
  const xlsx = urlKontrak(laporanRlApi.formulir, {
    params: { formulir },
    query: { periode: p.periode, format: 'xlsx' },
  });

  return (
    <Box>
      <HalamanJudul
        judul="Laporan RL Kemenkes"
        keterangan="Formulir RL SIRS online (revisi 2023, SIRS 6) dari data pelayanan: diagnosis memakai hasil koding rekam medis bila ada."
        aksi={
          <Button variant="outlined" startIcon={<DownloadIcon />} href={xlsx} download disabled={!d}>
            Unduh Excel
          </Button>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        <PilihPeriode p={p} />
      </Box>
      <Tabs
        value={formulir}
        onChange={(_, v: FormulirRl) => setFormulir(v)}
        variant="scrollable"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label="Formulir RL"
      >
        {FORMULIR_RL.map((f) => (
          <Tab key={f} value={f} label={LABEL_FORMULIR_RL[f]} />
        ))}
      </Tabs>
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => q.refetch()} judul="Laporan gagal dimuat" />
      ) : null}
      {d ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {d.judul} · {d.periode}: dihitung {tgl(d.dari)} s.d. {tgl(d.sampai)}.
        </Alert>
      ) : null}
      {!d && q.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {d?.tabel.map((t) => (
        <TabelFormulirRl key={t.kode} t={t} />
      ))}
    </Box>
  );
}
