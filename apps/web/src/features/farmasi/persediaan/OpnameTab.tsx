import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatRupiah,
  LABEL_STATUS_OPNAME,
  type Opname,
  persediaanApi,
  STATUS_OPNAME,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { useToast } from '../../../shell/toast.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { bertanda, tglPendek } from './format.ts';
import { OpnameFormDialog } from './OpnameFormDialog.tsx';
import { useProsesOpname } from './persediaan.api.ts';

const WARNA = { DRAFT: 'warning', SELESAI: 'success', BATAL: 'default' } as const;

function OpnameDetail({ opname, onClose }: { opname: Opname | null; onClose: () => void }) {
  const toast = useToast();
  const proses = useProsesOpname();
  const [alasan, setAlasan] = useState('');
  if (!opname) return null;
  const jalankan = async (aksi: 'final' | 'batal') => {
    try {
      const o = await proses.mutateAsync({ uid: opname.uid, aksi, alasan });
      toast.success(
        aksi === 'final' ? `Selisih ${o.nomor} dibukukan ke kartu stok` : `${o.nomor} dibatalkan`,
      );
      setAlasan('');
      onClose();
    } catch (e) {
      toast.error(e);
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="lg" fullWidth>
      <DialogTitle>
        Stok Opname {opname.nomor}{' '}
        <Chip size="small" color={WARNA[opname.status]} label={LABEL_STATUS_OPNAME[opname.status]} />
        <Typography variant="body2" color="text.secondary">
          {opname.lokasi.nama} · {tglPendek(opname.tanggal)} · {opname.dibuat_oleh ?? '–'}
          {opname.catatan ? ` · ${opname.catatan}` : ''}
          {opname.alasan ? ` · Alasan batal: ${opname.alasan}` : ''}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Produk</TableCell>
              <TableCell>Batch · ED</TableCell>
              <TableCell align="right">Sistem</TableCell>
              <TableCell align="right">Fisik</TableCell>
              <TableCell align="right">Selisih</TableCell>
              <TableCell align="right">Nilai Selisih</TableCell>
              <TableCell>Keterangan</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {opname.items.map((i) => (
              <TableRow key={i.uid}>
                <TableCell>{i.produk.nama}</TableCell>
                <TableCell>
                  {i.batch} · {tglPendek(i.kedaluwarsa)}
                </TableCell>
                <TableCell align="right">{formatAngka(i.jumlah_sistem)}</TableCell>
                <TableCell align="right">{formatAngka(i.jumlah_fisik)}</TableCell>
                <TableCell align="right">{i.selisih ? bertanda(i.selisih) : '0'}</TableCell>
                <TableCell align="right">{formatRupiah(i.nilai_selisih)}</TableCell>
                <TableCell>{i.keterangan ?? ''}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Typography sx={{ mt: 2 }}>
          Total selisih {bertanda(opname.total_selisih || 0)} · nilai {formatRupiah(opname.nilai_selisih)}
        </Typography>
        {opname.status === 'DRAFT' ? (
          <TextField
            size="small"
            label="Alasan pembatalan"
            value={alasan}
            onChange={(e) => setAlasan(e.target.value)}
            sx={{ mt: 2, minWidth: 320 }}
            helperText="Wajib diisi bila draf dibatalkan"
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Tutup</Button>
        {opname.status === 'DRAFT' ? (
          <>
            <Button
              color="error"
              disabled={proses.isPending || alasan.trim().length < 3}
              onClick={() => void jalankan('batal')}
            >
              Batalkan Draf
            </Button>
            <Button variant="contained" disabled={proses.isPending} onClick={() => void jalankan('final')}>
              Finalisasi
            </Button>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** Stock counts: drafts to finalise, and the finished and cancelled ones. */
export function OpnameTab() {
  const [status, setStatus] = useState<Opname['status'] | ''>('');
  const [baru, setBaru] = useState(false);
  const [pilih, setPilih] = useState<Opname | null>(null);
  const list = usePagedList(persediaanApi.daftarOpname, { status: status || undefined });
  return (
    <>
      <DataTable
        list={list}
        rowKey={(o) => o.uid}
        onRowClick={setPilih}
        emptyText="Belum ada stok opname"
        toolbar={
          <>
            <FilterPilih
              label="Status"
              semua="Semua status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              pilihan={STATUS_OPNAME.map((s) => ({ value: s, label: LABEL_STATUS_OPNAME[s] }))}
            />
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setBaru(true)}
              sx={{ ml: 'auto' }}
            >
              Stok Opname Baru
            </Button>
          </>
        }
        columns={[
          { key: 'nomor', header: 'No. Dokumen', render: (o) => o.nomor },
          { key: 'tanggal', header: 'Tanggal', render: (o) => tglPendek(o.tanggal) },
          { key: 'lokasi', header: 'Lokasi', render: (o) => o.lokasi.nama },
          { key: 'item', header: 'Baris', align: 'right', render: (o) => formatAngka(o.jumlah_item) },
          {
            key: 'selisih',
            header: 'Selisih',
            align: 'right',
            render: (o) => (o.total_selisih ? bertanda(o.total_selisih) : '0'),
          },
          {
            key: 'nilai',
            header: 'Nilai Selisih',
            align: 'right',
            render: (o) => formatRupiah(o.nilai_selisih),
          },
          {
            key: 'status',
            header: 'Status',
            render: (o) => (
              <Chip size="small" color={WARNA[o.status]} label={LABEL_STATUS_OPNAME[o.status]} />
            ),
          },
        ]}
      />
      <OpnameFormDialog open={baru} onClose={() => setBaru(false)} />
      <OpnameDetail opname={pilih} onClose={() => setPilih(null)} />
    </>
  );
}
