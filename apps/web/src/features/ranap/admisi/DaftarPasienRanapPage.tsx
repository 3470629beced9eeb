import PrintIcon from '@mui/icons-material/Print';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import {
  admisiApi,
  can,
  IZIN_PINDAH_KAMAR,
  type KelasRanap,
  type PasienRanap,
  type PenjaminKunjungan,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { urlKontrak } from '../../../api/kontrak.ts';
import { usePagedList } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { DialogSepRanap, type SepRanapDibuka } from '../../sep/DialogSepRanap.tsx';
import { kolomPasienRanap } from './kolom-pasien-ranap.tsx';
import { PindahKamarDialog } from './PindahKamarDialog.tsx';
import { PILIHAN_KELAS, PILIHAN_PENJAMIN, usePilihanRuangan } from './pilihan.ts';

/** A BPJS row's inpatient SEP (PanelSepRanap), made here on the day of admission when it was not. */
const sepDari = (r: PasienRanap): SepRanapDibuka => ({
  layanan_uid: r.layanan_uid,
  pasien: r.pasien,
  keterangan: `${r.letak.ruangan}, kamar ${r.letak.no_kamar}, bed ${r.letak.no_bed}`,
  tanggal_masuk: toJakartaIsoDate(new Date(r.masuk_pada)),
});

/**
 * /pasien-ranap: the front office's hospital-wide list of everyone lying in a bed now, with the
 * deposit asked, the transfer, the admission slip and a BPJS stay's SEP (docs/ranap/admisi.md
 * "Dua daftar").
 */
export default function DaftarPasienRanapPage() {
  const { user } = useSession();
  const [ruangan, setRuangan] = useState('');
  const [kelas, setKelas] = useState<KelasRanap | ''>('');
  const [penjamin, setPenjamin] = useState<PenjaminKunjungan | ''>('');
  const [pindah, setPindah] = useState<PasienRanap | null>(null);
  const [slip, setSlip] = useState<PasienRanap | null>(null);
  const [sep, setSep] = useState<SepRanapDibuka | null>(null);
  const list = usePagedList(
    admisiApi.pasien,
    { ruangan_uid: ruangan || undefined, kelas: kelas || undefined, penjamin: penjamin || undefined },
    { polling: true },
  );
  const pilihanRuangan = usePilihanRuangan();
  const bolehPindah = can(user?.role, IZIN_PINDAH_KAMAR);
  const bolehSep = can(user?.role, 'sep:write');
  // The actions come first so they stay in view on a narrow screen.
  const kolom: DataTableColumn<PasienRanap>[] = [
    {
      key: 'aksi',
      header: 'Aksi',
      render: (r) => (
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          {bolehPindah ? (
            <Tooltip title="Pindah Kamar">
              <IconButton size="small" color="primary" aria-label="Pindah Kamar" onClick={() => setPindah(r)}>
                <SwapHorizIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
          <Tooltip title="Cetak Slip Masuk">
            <IconButton size="small" color="primary" aria-label="Slip Masuk" onClick={() => setSlip(r)}>
              <PrintIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          {bolehSep && r.penjamin === 'BPJS' ? (
            <Tooltip title="SEP Rawat Inap">
              <IconButton size="small" color="primary" aria-label="SEP" onClick={() => setSep(sepDari(r))}>
                <VerifiedUserIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Box>
      ),
    },
    ...kolomPasienRanap('kantor', can(user?.role, 'ranap:read')),
  ];
  return (
    <Box>
      <HalamanJudul
        judul="Daftar Pasien Rawat Inap"
        keterangan="Semua pasien yang sedang dirawat di seluruh ruangan: letak bed, DPJP, penjamin dan deposit yang diminta."
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(r) => r.perawatan_inap_uid}
        emptyText="Tidak ada pasien yang sedang dirawat"
        toolbar={
          <>
            <Box sx={{ flex: '1 1 240px', maxWidth: 360 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama atau No. RM…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Ruangan"
              semua="Semua ruangan"
              value={ruangan}
              onChange={setRuangan}
              pilihan={pilihanRuangan}
            />
            <FilterPilih
              label="Kelas"
              semua="Semua kelas"
              value={kelas}
              onChange={setKelas}
              pilihan={PILIHAN_KELAS}
              lebar={[140, 180]}
            />
            <FilterPilih
              label="Penjamin"
              semua="Semua penjamin"
              value={penjamin}
              onChange={setPenjamin}
              pilihan={PILIHAN_PENJAMIN}
              lebar={[140, 180]}
            />
          </>
        }
      />
      <PindahKamarDialog baris={pindah} onClose={() => setPindah(null)} />
      <PdfViewerDialog
        open={slip !== null}
        title={slip ? `Slip Masuk — ${slip.pasien.nama}` : 'Slip Masuk'}
        url={slip ? urlKontrak(admisiApi.slipPdf, { params: { layanan_uid: slip.layanan_uid } }) : ''}
        onClose={() => setSlip(null)}
      />
      <DialogSepRanap buka={sep} onClose={() => setSep(null)} />
    </Box>
  );
}
