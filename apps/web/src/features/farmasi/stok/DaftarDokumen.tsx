import Chip from '@mui/material/Chip';
import {
  type DokumenStokRingkas,
  dokumenStokApi,
  formatAngka,
  formatRupiah,
  type JenisDokumenStok,
  LABEL_STATUS_DOKUMEN_STOK,
  lokasiFarmasiApi,
  STATUS_PER_JENIS_DOKUMEN,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useGudang } from './dokumen.api.ts';
import { tglDokumen, WARNA_STATUS_DOKUMEN } from './dokumen.format.ts';

type Kolom = DataTableColumn<DokumenStokRingkas>;

export const KOLOM_DOKUMEN = {
  nomor: { key: 'nomor', header: 'No. Dokumen', render: (d) => d.nomor } as Kolom,
  tanggal: { key: 'tanggal', header: 'Tanggal', render: (d) => tglDokumen(d.tanggal) } as Kolom,
  lokasi: { key: 'lokasi', header: 'Lokasi', render: (d) => d.lokasi.nama } as Kolom,
  tujuan: { key: 'tujuan', header: 'Gudang Tujuan', render: (d) => d.lokasi_tujuan?.nama ?? '–' } as Kolom,
  supplier: { key: 'supplier', header: 'Supplier', render: (d) => d.supplier?.nama ?? '–' } as Kolom,
  rujukan: { key: 'rujukan', header: 'Rujukan', render: (d) => d.rujukan?.nomor ?? '–' } as Kolom,
  faktur: { key: 'faktur', header: 'No. Faktur', render: (d) => d.no_faktur ?? '–' } as Kolom,
  item: { key: 'item', header: 'Baris', align: 'right', render: (d) => formatAngka(d.jumlah_item) } as Kolom,
  total: { key: 'total', header: 'Total', align: 'right', render: (d) => formatRupiah(d.total) } as Kolom,
  oleh: { key: 'oleh', header: 'Dibuat oleh', render: (d) => d.dibuat_oleh ?? '–' } as Kolom,
  status: {
    key: 'status',
    header: 'Status',
    render: (d) => (
      <Chip size="small" color={WARNA_STATUS_DOKUMEN[d.status]} label={LABEL_STATUS_DOKUMEN_STOK[d.status]} />
    ),
  } as Kolom,
};

/**
 * The list of one kind of document with the filters every tab shares: search (number, invoice,
 * supplier), status, location and a date range; `tombol` adds the tab's create button.
 */
export function DaftarDokumen({
  jenis,
  kolom,
  onPilih,
  tombol,
  labelLokasi = 'Lokasi',
  filterTujuan = false,
}: {
  jenis: JenisDokumenStok;
  kolom: Kolom[];
  onPilih: (d: DokumenStokRingkas) => void;
  tombol?: ReactNode;
  labelLokasi?: string;
  /** SR: also filter by the warehouse asked (the warehouse's own queue). */
  filterTujuan?: boolean;
}) {
  const [status, setStatus] = useState('');
  const [lokasi, setLokasi] = useState('');
  const [tujuan, setTujuan] = useState('');
  const gudang = useGudang();
  const [dari, setDari] = useState<string | undefined>();
  const [sampai, setSampai] = useState<string | undefined>();
  // Reading is open to every location (a warehouse reads the requests sent to it), so is the filter.
  const semuaLokasi = useMasterAktif(lokasiFarmasiApi);
  const list = usePagedList(dokumenStokApi.baca[jenis].daftar, {
    status: status || undefined,
    lokasi_uid: lokasi || undefined,
    lokasi_tujuan_uid: tujuan || undefined,
    dari,
    sampai,
  });
  const ubah =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      list.setPage(0);
    };
  return (
    <DataTable
      list={list}
      rowKey={(d) => d.uid}
      onRowClick={onPilih}
      emptyText="Belum ada dokumen"
      toolbar={
        <>
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder="Cari nomor, faktur, supplier"
            sx={{ flex: '1 1 220px', maxWidth: { sm: 300 } }}
          />
          <FilterPilih
            label="Status"
            semua="Semua status"
            value={status}
            onChange={ubah(setStatus)}
            pilihan={STATUS_PER_JENIS_DOKUMEN[jenis].map((s) => ({
              value: s,
              label: LABEL_STATUS_DOKUMEN_STOK[s],
            }))}
          />
          <FilterPilih
            label={labelLokasi}
            semua="Semua lokasi"
            value={lokasi}
            onChange={ubah(setLokasi)}
            pilihan={(semuaLokasi.data ?? []).map((l) => ({ value: l.uid, label: l.nama }))}
          />
          {filterTujuan ? (
            <FilterPilih
              label="Gudang tujuan"
              semua="Semua gudang"
              value={tujuan}
              onChange={ubah(setTujuan)}
              pilihan={gudang}
            />
          ) : null}
          <RentangTanggal
            dari={dari}
            sampai={sampai}
            onDari={ubah(setDari)}
            onSampai={ubah(setSampai)}
            noMax="sampai"
          />
          {tombol}
        </>
      }
      columns={kolom}
    />
  );
}
