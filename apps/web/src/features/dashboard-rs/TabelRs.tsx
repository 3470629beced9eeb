import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  type DashboardRs,
  formatAngka,
  formatRupiah,
  type RincianRsQuery,
  type StatusKlaim,
} from '@rawat/domain';
import { KosongPanel } from '../../ui/PanelDashboard.tsx';
import type { BukaRincian } from './DashboardRumahSakit.tsx';
import { AngkaRs } from './KartuRs.tsx';

const desimal = (v: number | null) => (v === null ? '–' : formatAngka(v, 1));
const kerangka = <Skeleton variant="rounded" height={200} sx={{ mx: 2, mb: 2 }} />;
const rapat = { '& th, & td': { whiteSpace: 'nowrap', px: 1.5 } };

/** Per ward: patients and patient-days (BOR), discharges and days of stay (ALOS). */
export function TabelRanap({ data, buka }: { data: DashboardRs['ranap'] | undefined; buka: BukaRincian }) {
  if (!data) return kerangka;
  if (data.ruangan.length === 0) return <KosongPanel teks="Belum ada ruangan rawat inap" />;
  const rs = data.rumah_sakit;
  return (
    <Box sx={{ overflowX: 'auto', maxHeight: 360 }}>
      <Table size="small" stickyHeader aria-label="BOR dan ALOS per ruangan" sx={rapat}>
        <TableHead>
          <TableRow>
            <TableCell>Ruangan</TableCell>
            <TableCell align="right">Bed</TableCell>
            <TableCell align="right">Dirawat</TableCell>
            <TableCell align="right">Hari rawat</TableCell>
            <TableCell align="right">BOR %</TableCell>
            <TableCell align="right">Keluar</TableCell>
            <TableCell align="right">ALOS</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.ruangan.map((r) => (
            <TableRow key={r.ruangan_uid} hover>
              <TableCell sx={{ whiteSpace: 'normal !important' }}>{r.nama}</TableCell>
              <TableCell align="right">{formatAngka(r.bed)}</TableCell>
              <TableCell align="right">
                <AngkaRs
                  nilai={r.dirawat}
                  label={`Pasien dirawat di ${r.nama}: ${r.dirawat}`}
                  onBuka={() =>
                    buka('RANAP_DIRAWAT', `Pasien dirawat di ${r.nama}`, { ruangan_uid: r.ruangan_uid })
                  }
                />
              </TableCell>
              <TableCell align="right">{formatAngka(r.hari_perawatan)}</TableCell>
              <TableCell align="right">{desimal(r.bor)}</TableCell>
              <TableCell align="right">
                <AngkaRs
                  nilai={r.pasien_keluar}
                  label={`Pasien keluar dari ${r.nama}: ${r.pasien_keluar}`}
                  onBuka={() =>
                    buka('RANAP_KELUAR', `Pasien keluar dari ${r.nama}`, { ruangan_uid: r.ruangan_uid })
                  }
                />
              </TableCell>
              <TableCell align="right">{desimal(r.alos)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell>Rumah sakit</TableCell>
            <TableCell align="right">{formatAngka(rs.bed)}</TableCell>
            <TableCell align="right">{formatAngka(rs.dirawat)}</TableCell>
            <TableCell align="right">{formatAngka(rs.hari_perawatan)}</TableCell>
            <TableCell align="right">{desimal(rs.bor)}</TableCell>
            <TableCell align="right">{formatAngka(rs.pasien_keluar)}</TableCell>
            <TableCell align="right">{desimal(rs.alos)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}

/** Claims of the period's visits by state, each count opening its claims. */
export function TabelKlaim({ data, buka }: { data: DashboardRs['klaim'] | undefined; buka: BukaRincian }) {
  if (!data) return kerangka;
  return (
    <Table size="small" aria-label="Klaim BPJS per status" sx={rapat}>
      <TableHead>
        <TableRow>
          <TableCell>Status</TableCell>
          <TableCell align="right">Jumlah klaim</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {data.per_status.map((s) => (
          <TableRow key={s.kunci} hover>
            <TableCell>{s.label}</TableCell>
            <TableCell align="right">
              <AngkaRs
                nilai={s.total}
                label={`Klaim ${s.label}: ${s.total}`}
                onBuka={() => buka('KLAIM', `Klaim ${s.label}`, { status: s.kunci as StatusKlaim })}
              />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableCell>Total</TableCell>
          <TableCell align="right">{formatAngka(data.total)}</TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

type Penjamin = RincianRsQuery['penjamin'];

/** Per payer: revenue received and bills still open, each amount opening its rows. */
export function TabelUang({ data, buka }: { data: DashboardRs['keuangan'] | undefined; buka: BukaRincian }) {
  if (!data) return kerangka;
  const kunci = [
    ...new Set([
      ...data.pendapatan.per_penjamin.map((p) => p.kunci),
      ...data.piutang.per_penjamin.map((p) => p.kunci),
    ]),
  ];
  if (kunci.length === 0) return <KosongPanel teks="Belum ada pembayaran atau tagihan pada periode ini" />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Pendapatan dan tagihan per penjamin" sx={rapat}>
        <TableHead>
          <TableRow>
            <TableCell>Penjamin</TableCell>
            <TableCell align="right">Pendapatan</TableCell>
            <TableCell align="right">Belum dibayar</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {kunci.map((k) => {
            const masuk = data.pendapatan.per_penjamin.find((p) => p.kunci === k);
            const buka_ = data.piutang.per_penjamin.find((p) => p.kunci === k);
            const label = masuk?.label ?? buka_?.label ?? k;
            return (
              <TableRow key={k} hover>
                <TableCell>{label}</TableCell>
                <TableCell align="right">
                  <AngkaRs
                    nilai={masuk?.baris ?? 0}
                    label={`Pendapatan ${label}`}
                    onBuka={() => buka('PENDAPATAN', `Pendapatan ${label}`, { penjamin: k as Penjamin })}
                  >
                    {formatRupiah(masuk?.total ?? 0)}
                  </AngkaRs>
                </TableCell>
                <TableCell align="right">
                  <AngkaRs
                    nilai={buka_?.kunjungan ?? 0}
                    label={`Tagihan belum dibayar ${label}`}
                    onBuka={() =>
                      buka('PIUTANG', `Tagihan belum dibayar ${label}`, { penjamin: k as Penjamin })
                    }
                  >
                    {formatRupiah(buka_?.total ?? 0)}
                  </AngkaRs>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
        <TableFooter>
          <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
            <TableCell>Total</TableCell>
            <TableCell align="right">{formatRupiah(data.pendapatan.total)}</TableCell>
            <TableCell align="right">{formatRupiah(data.piutang.total)}</TableCell>
          </TableRow>
        </TableFooter>
      </Table>
    </Box>
  );
}
