import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PaidIcon from '@mui/icons-material/Paid';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  formatTanggalPendek,
  klaimApi,
  LABEL_JENIS_RAWAT_KLAIM,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { urlKontrak } from '../../api/kontrak.ts';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { useRekapKlaim } from './casemix.api.ts';
import { Selisih, StatusKlaimChip } from './klaim.tampil.tsx';

/** /rekap-klaim — a month's grouped claims: the INA-CBG tariff beside the bill, margin or loss. */
export default function RekapKlaimPage() {
  const navigate = useNavigate();
  const [bulan, setBulan] = useState(() => toJakartaIsoDate(new Date()).slice(0, 7));
  const q = useRekapKlaim(bulan);
  const r = q.data;
  return (
    <Box>
      <HalamanJudul
        judul="Rekap Tarif INA-CBG vs Tagihan"
        keterangan="Klaim yang sudah di-grouping menurut bulan pulang: tarif paket INA-CBG dibanding tagihan rumah sakit, untung atau rugi per kasus."
        aksi={
          <Button
            variant="outlined"
            startIcon={<FileDownloadIcon />}
            href={urlKontrak(klaimApi.rekap, { query: { bulan, format: 'xlsx' } })}
            disabled={!r?.baris.length}
          >
            Unduh Excel
          </Button>
        }
      />
      <TextField
        type="month"
        label="Bulan"
        size="small"
        value={bulan}
        onChange={(e) => setBulan(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ mb: 2, width: 200 }}
      />
      {q.isError ? <GagalMuat error={q.error} onRetry={() => void q.refetch()} /> : null}
      {q.isPending ? <Skeleton variant="rounded" height={240} /> : null}
      {r ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' },
              mb: 2,
            }}
          >
            <StatCard label="Klaim" nilai={r.total.jumlah} ikon={<ReceiptLongIcon />} ringkas />
            <StatCard
              label="Tarif INA-CBG"
              nilai={r.total.tarif_cbg}
              jenis="rupiah"
              ikon={<PaidIcon />}
              ringkas
            />
            <StatCard
              label="Tagihan RS"
              nilai={r.total.tarif_rs}
              jenis="rupiah"
              ikon={<RequestQuoteIcon />}
              ringkas
            />
            <StatCard
              label="Selisih"
              nilai={r.total.selisih}
              jenis="rupiah"
              warna={r.total.selisih >= 0 ? 'success' : 'error'}
              ikon={<TrendingUpIcon />}
              keterangan={`${r.total.untung} kasus untung, ${r.total.rugi} rugi`}
              ringkas
            />
          </Box>
          <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
            <Table size="small">
              <TableHead>
                <TableRow>
                  <TableCell>Pasien / No. SEP</TableCell>
                  <TableCell>Jenis Rawat</TableCell>
                  <TableCell>Tgl Pulang</TableCell>
                  <TableCell>INA-CBG</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    Tarif INA-CBG
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    Tagihan RS
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    Selisih
                  </TableCell>
                  <TableCell>Status</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {r.baris.map((b) => (
                  <TableRow
                    key={b.sep_uid}
                    hover
                    sx={{ cursor: 'pointer' }}
                    onClick={() => navigate(`/klaim-bpjs/${b.sep_uid}`)}
                  >
                    <TableCell>
                      <Typography variant="body2">{b.pasien}</Typography>
                      <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                        {b.no_rm} · {b.no_sep}
                      </Typography>
                    </TableCell>
                    <TableCell>{LABEL_JENIS_RAWAT_KLAIM[b.jenis_rawat]}</TableCell>
                    <TableCell>{b.tgl_pulang ? formatTanggalPendek(b.tgl_pulang) : '-'}</TableCell>
                    <TableCell>
                      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
                        {b.kode_cbg}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {b.deskripsi_cbg}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupiah(b.tarif_cbg)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatRupiah(b.tarif_rs)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Selisih nilai={b.selisih} />
                    </TableCell>
                    <TableCell>
                      <StatusKlaimChip status={b.status} />
                    </TableCell>
                  </TableRow>
                ))}
                {r.baris.length ? (
                  <TableRow>
                    <TableCell colSpan={4} sx={{ fontWeight: 700 }}>
                      Total {r.total.jumlah} klaim
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatRupiah(r.total.tarif_cbg)}
                    </TableCell>
                    <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {formatRupiah(r.total.tarif_rs)}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <Selisih nilai={r.total.selisih} tebal />
                    </TableCell>
                    <TableCell />
                  </TableRow>
                ) : (
                  <TableRow>
                    <TableCell colSpan={8}>
                      <Typography variant="body2" color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                        Belum ada klaim yang di-grouping pada bulan ini
                      </Typography>
                    </TableCell>
                  </TableRow>
                )}
              </TableBody>
            </Table>
          </Paper>
        </>
      ) : null}
    </Box>
  );
}
