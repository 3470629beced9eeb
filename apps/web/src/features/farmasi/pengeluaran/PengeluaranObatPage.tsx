import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  alasanDokumenInputSchema,
  formatRupiah,
  formatTanggalPendek,
  formatTanggalWaktu,
  type Jawaban,
  KATEGORI_PENGELUARAN,
  type KategoriPengeluaran,
  LABEL_KATEGORI_PENGELUARAN,
  LABEL_METODE_PENGELUARAN,
  lokasiFarmasiApi,
  type Pengeluaran,
  pengeluaranApi,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import { usePagedList } from '../../../api/query.ts';
import { useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useRentang } from '../laporan/RentangLaporan.tsx';
import { useBolehDi } from '../penjualan/penjualan.api.ts';
import { PengeluaranFormDialog } from './PengeluaranFormDialog.tsx';
import { useBatalkanPengeluaran, useBolehCatat } from './pengeluaran.api.ts';

const tgl = (iso: string) => formatTanggalPendek(`${iso}T12:00:00+07:00`);

/** A voided entry stays readable, struck through and greyed. */
function Coret({ batal, children }: { batal: boolean; children: ReactNode }) {
  return (
    <Box component="span" sx={batal ? { textDecoration: 'line-through', color: 'text.disabled' } : undefined}>
      {children}
    </Box>
  );
}

/**
 * /pengeluaran-obat: the pharmacy till's expense book. Lists entries by date range, depot and
 * category (voided ones struck through), adds an entry, voids one with a reason. The sum of the
 * active entries that match the filter sits in the toolbar.
 */
export default function PengeluaranObatPage() {
  const r = useRentang();
  const [kategori, setKategori] = useState<KategoriPengeluaran | ''>('');
  const [baru, setBaru] = useState(false);
  const [batal, setBatal] = useState<Pengeluaran | null>(null);
  const bolehCatat = useBolehCatat();
  const bolehDi = useBolehDi();
  const batalkan = useBatalkanPengeluaran();
  const toast = useToast();
  const depo = useMasterAktif(lokasiFarmasiApi, { jenis: 'DEPO' });
  const filter = {
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
    kategori: kategori || undefined,
  };
  const list = usePagedList(pengeluaranApi.daftar, filter);
  // The list envelope carries the sum of the active entries over every page.
  const totalAktif = (list.jawaban as Jawaban<typeof pengeluaranApi.daftar> | undefined)?.total_aktif ?? 0;
  const kolomAksi: DataTableColumn<Pengeluaran> = {
    key: 'aksi',
    header: 'Aksi',
    render: (p) =>
      p.status === 'AKTIF' && bolehDi(p.lokasi.uid, 'decrement_stock') ? (
        <Button size="small" color="error" onClick={() => setBatal(p)}>
          Batalkan
        </Button>
      ) : null,
  };
  const keHalaman0 =
    <T,>(f: (v: T) => void) =>
    (v: T) => {
      f(v);
      list.setPage(0);
    };

  return (
    <>
      <HalamanJudul
        judul="Pengeluaran Obat"
        keterangan="Buku pengeluaran kas depo farmasi: pembelian obat tunai, ongkos kirim dan biaya operasional. Pengeluaran yang salah dibatalkan dengan alasan, tidak dihapus."
        aksi={
          bolehCatat ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setBaru(true)}>
              Catat Pengeluaran
            </Button>
          ) : null
        }
      />
      <DataTable
        list={list}
        rowKey={(p) => p.uid}
        emptyText="Belum ada pengeluaran pada rentang ini. Pengeluaran yang dicatat akan tampil di sini."
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nomor, uraian, nota, supplier"
              sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}
            />
            <RentangTanggal
              dari={r.dari}
              sampai={r.sampai}
              onDari={keHalaman0(r.setDari)}
              onSampai={keHalaman0(r.setSampai)}
            />
            <FilterPilih
              label="Depo"
              semua="Semua depo"
              value={r.lokasiUid}
              onChange={keHalaman0(r.setLokasiUid)}
              pilihan={(depo.data ?? []).map((l) => ({ value: l.uid, label: l.nama }))}
            />
            <FilterPilih
              label="Kategori"
              semua="Semua kategori"
              value={kategori}
              onChange={keHalaman0(setKategori)}
              pilihan={KATEGORI_PENGELUARAN.map((k) => ({ value: k, label: LABEL_KATEGORI_PENGELUARAN[k] }))}
            />
            <Typography variant="body2" sx={{ ml: 'auto' }}>
              Total aktif: <strong>{formatRupiah(totalAktif)}</strong>
            </Typography>
          </>
        }
        columns={[
          {
            key: 'nomor',
            header: 'Nomor',
            render: (p) => (
              <>
                <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                  <Coret batal={p.status === 'BATAL'}>{p.nomor}</Coret>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {tgl(p.tanggal)}
                </Typography>
              </>
            ),
          },
          {
            key: 'kategori',
            header: 'Kategori',
            render: (p) => (
              <>
                <Typography variant="body2">{LABEL_KATEGORI_PENGELUARAN[p.kategori]}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {LABEL_METODE_PENGELUARAN[p.metode]}
                </Typography>
              </>
            ),
          },
          {
            key: 'uraian',
            header: 'Uraian',
            render: (p) => (
              <>
                <Typography variant="body2">
                  <Coret batal={p.status === 'BATAL'}>{p.uraian}</Coret>
                </Typography>
                {p.referensi || p.supplier ? (
                  <Typography variant="caption" color="text.secondary" component="div">
                    {[p.referensi ? `Nota ${p.referensi}` : null, p.supplier?.nama]
                      .filter(Boolean)
                      .join(' · ')}
                  </Typography>
                ) : null}
                {p.status === 'BATAL' ? (
                  <Typography variant="caption" color="error" component="div">
                    Dibatalkan: {p.alasan_batal}
                  </Typography>
                ) : null}
              </>
            ),
          },
          {
            key: 'depo',
            header: 'Depo',
            width: 200,
            render: (p) => (
              <>
                <Typography variant="body2">{p.lokasi.nama}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {p.dibuat_oleh ? `Dicatat ${p.dibuat_oleh}` : null}
                </Typography>
              </>
            ),
          },
          {
            key: 'jumlah',
            header: 'Jumlah',
            align: 'right',
            render: (p) => (
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                <Coret batal={p.status === 'BATAL'}>{formatRupiah(p.jumlah)}</Coret>
              </Box>
            ),
          },
          {
            key: 'status',
            header: 'Status',
            render: (p) =>
              p.status === 'BATAL' ? (
                <Tooltip
                  title={`Dibatalkan ${p.dibatalkan_pada ? formatTanggalWaktu(p.dibatalkan_pada) : ''}${p.dibatalkan_oleh ? ` oleh ${p.dibatalkan_oleh}` : ''}`}
                >
                  <Chip size="small" label="Dibatalkan" sx={{ bgcolor: 'grey.300', color: 'grey.800' }} />
                </Tooltip>
              ) : (
                <Chip size="small" color="success" label="Aktif" />
              ),
          },
          // Readers (the cashier) see no action column at all.
          ...(bolehCatat ? [kolomAksi] : []),
        ]}
      />
      <PengeluaranFormDialog open={baru} onClose={() => setBaru(false)} />
      {batal ? (
        <AlasanDialog
          aturan={alasanDokumenInputSchema.shape.alasan}
          judul={`Batalkan Pengeluaran ${batal.nomor}`}
          pesan={`${batal.uraian} (${formatRupiah(batal.jumlah)}) tidak lagi dihitung di laporan kasir farmasi. Catatannya tetap tersimpan dengan tanda dibatalkan.`}
          tombol="Batalkan Pengeluaran"
          onClose={() => setBatal(null)}
          onKirim={async (alasan) => {
            const p = await batalkan.mutateAsync({ uid: batal.uid, alasan });
            toast.success(`Pengeluaran ${p.nomor} dibatalkan`);
          }}
        />
      ) : null}
    </>
  );
}
