import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  formatRupiah,
  JENIS_PENYESUAIAN,
  type JenisPenyesuaian,
  LABEL_JENIS_PENYESUAIAN,
  persediaanApi,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { jumlahSatuan, tglPendek } from './format.ts';
import { PenyesuaianDialog } from './PenyesuaianDialog.tsx';

/** Manual additions and removals, posted at once, newest first. */
export function PenyesuaianTab() {
  const [jenis, setJenis] = useState<JenisPenyesuaian | ''>('');
  const [baru, setBaru] = useState<JenisPenyesuaian | null>(null);
  const list = usePagedList(persediaanApi.daftarPenyesuaian, { jenis: jenis || undefined });
  return (
    <>
      <DataTable
        list={list}
        rowKey={(p) => p.uid}
        emptyText="Belum ada penyesuaian stok"
        toolbar={
          <>
            <FilterPilih
              label="Jenis"
              semua="Semua jenis"
              value={jenis}
              onChange={(v) => {
                setJenis(v);
                list.setPage(0);
              }}
              pilihan={JENIS_PENYESUAIAN.map((j) => ({ value: j, label: LABEL_JENIS_PENYESUAIAN[j] }))}
            />
            <Button variant="outlined" onClick={() => setBaru('PENAMBAHAN')} sx={{ ml: 'auto' }}>
              Penambahan Stok
            </Button>
            <Button variant="outlined" color="error" onClick={() => setBaru('PENGURANGAN')}>
              Pengurangan Stok
            </Button>
          </>
        }
        columns={[
          { key: 'nomor', header: 'No. Dokumen', render: (p) => p.nomor },
          { key: 'tanggal', header: 'Tanggal', render: (p) => tglPendek(p.tanggal) },
          { key: 'jenis', header: 'Jenis', render: (p) => LABEL_JENIS_PENYESUAIAN[p.jenis] },
          { key: 'lokasi', header: 'Lokasi', render: (p) => p.lokasi.nama },
          {
            key: 'item',
            header: 'Barang',
            render: (p) => (
              <>
                {p.items.map((i) => (
                  <Typography key={`${i.produk.uid}${i.batch}`} variant="body2">
                    {i.produk.nama} · {i.batch} · {jumlahSatuan(i.jumlah, i.produk.satuan_dasar)}
                  </Typography>
                ))}
              </>
            ),
          },
          { key: 'alasan', header: 'Alasan', render: (p) => p.alasan ?? '–' },
          { key: 'nilai', header: 'Nilai', align: 'right', render: (p) => formatRupiah(p.total) },
          { key: 'oleh', header: 'Oleh', render: (p) => p.dibuat_oleh ?? '–' },
        ]}
      />
      <PenyesuaianDialog jenis={baru} onClose={() => setBaru(null)} />
    </>
  );
}
