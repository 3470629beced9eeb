import DrawIcon from '@mui/icons-material/Draw';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  esignApi,
  JENIS_DOKUMEN_TTD,
  type JenisDokumenTtd,
  LABEL_JENIS_DOKUMEN_TTD,
  type LINGKUP_PENGAJUAN,
  type Pengajuan,
  type StatusPengajuanTtd,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../api/kontrak.ts';
import { POLLING_MS, usePagedList } from '../../api/query.ts';
import { DataTable } from '../../ui/DataTable.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../ui/RentangTanggal.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { DokumenPengajuanDialog } from './DokumenPengajuanDialog.tsx';
import { useIzinEsign, usePenandaSaya } from './esign.api.ts';
import { PinDialog } from './PinDialog.tsx';
import { KOLOM_PENANDA, KOLOM_PENGAJUAN, kolomPilih } from './pengajuan.kolom.tsx';
import { bisaMenandatangani, SiapTandaTangan } from './SiapTandaTangan.tsx';

type Lingkup = (typeof LINGKUP_PENGAJUAN)[number];
type TabStatus = StatusPengajuanTtd | 'SEMUA';

const TAB_STATUS: readonly { value: TabStatus; label: string }[] = [
  { value: 'MENUNGGU', label: 'Menunggu' },
  { value: 'DITANDATANGANI', label: 'Ditandatangani' },
  { value: 'DITOLAK', label: 'Ditolak' },
  { value: 'SEMUA', label: 'Semua' },
];

const KOSONG: Record<TabStatus, string> = {
  MENUNGGU: 'Tidak ada dokumen yang menunggu tanda tangan',
  DITANDATANGANI: 'Belum ada dokumen yang ditandatangani',
  DITOLAK: 'Tidak ada dokumen yang ditolak',
  DIBATALKAN: 'Tidak ada pengajuan yang dibatalkan',
  SEMUA: 'Belum ada pengajuan tanda tangan',
};

/**
 * /list-pengajuan-esign: documents waiting for my signature (or that I asked to be signed, or all
 * of them for an administrator); open one to read and sign it, or tick several and sign them
 * with one PIN.
 */
export default function ListPengajuanEsignPage() {
  const izin = useIzinEsign();
  const penanda = usePenandaSaya(izin.tandaTangan);
  const [lingkup, setLingkup] = useState<Lingkup>(izin.tandaTangan ? 'saya' : 'diajukan');
  const [status, setStatus] = useState<TabStatus>('MENUNGGU');
  const [jenis, setJenis] = useState<JenisDokumenTtd | ''>('');
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  const [dipilih, setDipilih] = useState<ReadonlyMap<string, Pengajuan>>(new Map());
  const [dibuka, setDibuka] = useState<Pengajuan | null>(null);
  const [pin, setPin] = useState(false);

  const filter = { lingkup, jenis: jenis || undefined, dari, sampai };
  const list = usePagedList(
    esignApi.pengajuanList,
    { ...filter, status: status === 'SEMUA' ? undefined : status },
    { polling: true },
  );
  const jumlahMenunggu = useQuery({
    ...kueri(esignApi.pengajuanList, { query: { ...filter, status: 'MENUNGGU', limit: 1 } }),
    select: (r) => r.metadata.total_data,
    refetchInterval: POLLING_MS,
  });

  // Signing happens only in one's own list, once registered and with a PIN that works.
  const milikSaya = lingkup === 'saya' && izin.tandaTangan;
  const bolehTtd = milikSaya && bisaMenandatangani(penanda.data);
  const pilihAktif = bolehTtd && (status === 'MENUNGGU' || status === 'SEMUA');

  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDipilih(new Map());
      list.setPage(0);
    };
  const ubahPilihan = (tambah: Pengajuan[], buang: string[]) =>
    setDipilih((lama) => {
      const baru = new Map(lama);
      for (const p of tambah) baru.set(p.uid, p);
      for (const uid of buang) baru.delete(uid);
      return baru;
    });

  const kolom = [
    ...(pilihAktif ? [kolomPilih(list.rows, dipilih, ubahPilihan)] : []),
    ...KOLOM_PENGAJUAN.slice(0, 2),
    ...(lingkup === 'saya' ? [] : [KOLOM_PENANDA]),
    ...KOLOM_PENGAJUAN.slice(2),
  ];
  const adaFilter = Boolean(list.search || jenis || dari || sampai);

  return (
    <Box>
      <HalamanJudul
        judul="Pengajuan Tanda Tangan Elektronik"
        keterangan="Buka dokumen untuk membaca dan menandatanganinya, atau centang beberapa dokumen lalu tanda tangani sekaligus dengan satu PIN."
      />
      {milikSaya ? <SiapTandaTangan penanda={penanda.data} /> : null}
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          mb: 2,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Tabs
          value={status}
          onChange={(_, v: TabStatus) => saring(setStatus)(v)}
          sx={{ flex: '1 1 auto', minWidth: 0 }}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TAB_STATUS.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={
                t.value === 'MENUNGGU' && jumlahMenunggu.data
                  ? `${t.label} (${jumlahMenunggu.data})`
                  : t.label
              }
            />
          ))}
        </Tabs>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={lingkup}
          onChange={(_, v: Lingkup | null) => {
            if (v) saring(setLingkup)(v);
          }}
          aria-label="Lingkup daftar"
          sx={{ mb: 1 }}
        >
          {izin.tandaTangan ? <ToggleButton value="saya">Perlu tanda tangan saya</ToggleButton> : null}
          <ToggleButton value="diajukan">Yang saya ajukan</ToggleButton>
          {izin.kelola ? <ToggleButton value="semua">Semua</ToggleButton> : null}
        </ToggleButtonGroup>
      </Box>
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(p) => p.uid}
        onRowClick={setDibuka}
        emptyText={adaFilter ? 'Tidak ada pengajuan yang cocok dengan filter' : KOSONG[status]}
        toolbar={
          <>
            <Box sx={{ flex: '1 1 240px', maxWidth: { sm: 320 } }}>
              <SearchField
                value={list.search}
                onChange={(q) => {
                  setDipilih(new Map());
                  list.setSearch(q);
                }}
                placeholder="Cari judul, nomor, pasien…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Jenis"
              value={jenis}
              onChange={saring(setJenis)}
              semua="Semua jenis"
              pilihan={JENIS_DOKUMEN_TTD.map((j) => ({ value: j, label: LABEL_JENIS_DOKUMEN_TTD[j] }))}
              lebar={[160, 210]}
            />
            <RentangTanggal
              dari={dari}
              sampai={sampai}
              onDari={saring(setDari)}
              onSampai={saring(setSampai)}
            />
            {pilihAktif && dipilih.size > 0 ? (
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: { md: 'auto' } }}>
                <Button size="small" color="inherit" onClick={() => setDipilih(new Map())}>
                  Batalkan pilihan
                </Button>
                <Button variant="contained" startIcon={<DrawIcon />} onClick={() => setPin(true)}>
                  Tanda tangani ({dipilih.size})
                </Button>
              </Box>
            ) : null}
          </>
        }
      />
      {dibuka ? (
        <DokumenPengajuanDialog
          pengajuan={dibuka}
          bolehPutus={bolehTtd}
          onClose={() => setDibuka(null)}
          onBerubah={(p) => {
            setDibuka(p);
            ubahPilihan([], [p.uid]);
          }}
        />
      ) : null}
      <PinDialog
        open={pin}
        dokumen={[...dipilih.values()]}
        onClose={() => setPin(false)}
        onSelesai={() => {
          setPin(false);
          setDipilih(new Map());
        }}
      />
    </Box>
  );
}
