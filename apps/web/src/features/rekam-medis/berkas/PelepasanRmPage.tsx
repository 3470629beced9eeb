import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  LABEL_BENTUK_INFORMASI,
  LABEL_CARA_PERSETUJUAN,
  LABEL_DASAR_PELEPASAN,
  LABEL_JENIS_PEMOHON,
  LABEL_STATUS_PELEPASAN,
  type Pelepasan,
  pelepasanRmApi,
  STATUS_PELEPASAN,
  type StatusPelepasan,
  serahkanInputSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { z } from 'zod';
import { usePagedList } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { useKeputusanPelepasan, useSerahkanPelepasan } from './berkas.api.ts';
import { DialogPelepasan, DialogPersetujuan } from './DialogPelepasan.tsx';

const WARNA: Record<StatusPelepasan, 'default' | 'info' | 'error' | 'success'> = {
  DIAJUKAN: 'default',
  DISETUJUI: 'info',
  DITOLAK: 'error',
  DISERAHKAN: 'success',
};
const aturanAlasan = z
  .string()
  .trim()
  .min(1, 'Alasan penolakan wajib diisi')
  .max(500, 'Alasan maksimal 500 karakter');

function Persetujuan({ r }: { r: Pelepasan }) {
  if (!r.perlu_persetujuan)
    return (
      <Typography variant="body2" color="text.secondary">
        Tidak diperlukan (penegakan hukum)
      </Typography>
    );
  if (!r.persetujuan) return <Chip size="small" color="warning" label="Belum ada persetujuan" />;
  const p = r.persetujuan;
  return (
    <Box>
      <Typography variant="body2">{p.nama}</Typography>
      <Typography variant="caption" color="text.secondary">
        {LABEL_CARA_PERSETUJUAN[p.cara]} · {formatTanggalJam(p.waktu)}
        {p.saksi ? ` · saksi ${p.saksi}` : ''}
      </Typography>
    </Box>
  );
}

function Serahkan({ r, onClose }: { r: Pelepasan; onClose: () => void }) {
  const toast = useToast();
  const serah = useSerahkanPelepasan(r.uid);
  return (
    <AlasanDialog
      judul={`Serahkan Informasi — ${r.nomor}`}
      pesan={`${LABEL_BENTUK_INFORMASI[r.bentuk]} rekam medis ${r.pasien.no_rm} – ${r.pasien.nama} kepada ${r.pemohon_nama}. Penyerahan tercatat di log aktivitas.`}
      label="Diterima oleh"
      aturan={serahkanInputSchema.shape.diterima_oleh}
      panjangMaks={150}
      tombol="Serahkan"
      onKirim={async (diterima_oleh) => {
        await serah.mutateAsync({ diterima_oleh });
        toast.success(`Informasi ${r.nomor} diserahkan kepada ${diterima_oleh}`);
      }}
      onClose={onClose}
    />
  );
}

type Dialog = { jenis: 'baru' } | { jenis: 'setuju' | 'tolak' | 'serah'; r: Pelepasan };

/** /pelepasan-informasi-rm — requests to release a copy or summary of a record, each step audited. */
export default function PelepasanRmPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const putus = useKeputusanPelepasan();
  const [status, setStatus] = useState<StatusPelepasan | ''>('');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const list = usePagedList(pelepasanRmApi.daftar, { status: status || undefined });

  const setujui = (r: Pelepasan) =>
    confirm({
      title: 'Setujui Pelepasan',
      message: `Setujui pelepasan ${LABEL_BENTUK_INFORMASI[r.bentuk].toLowerCase()} rekam medis ${r.pasien.no_rm} kepada ${r.pemohon_nama}?`,
      confirmLabel: 'Setujui',
      onConfirm: async () => {
        try {
          await putus.mutateAsync({ uid: r.uid, keputusan: 'SETUJU' });
          toast.success(`Permintaan ${r.nomor} disetujui`);
        } catch (err) {
          toast.error(pesanError(err));
          return false;
        }
      },
    });

  const kolom: DataTableColumn<Pelepasan>[] = [
    {
      key: 'nomor',
      header: 'Permintaan',
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{r.nomor}</Typography>
          <Typography variant="caption" color="text.secondary">
            {formatTanggalJam(r.diajukan_pada)}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'pasien',
      header: 'Pasien',
      render: (r) => (
        <Box sx={{ minWidth: 140 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {r.pasien.no_rm}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {r.pasien.nama}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'pemohon',
      header: 'Pemohon dan Dasar',
      render: (r) => (
        <Box sx={{ minWidth: 200 }}>
          <Typography variant="body2">
            {r.pemohon_nama}
            {r.pemohon_instansi ? ` (${r.pemohon_instansi})` : ''}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {LABEL_JENIS_PEMOHON[r.pemohon_jenis]} · {LABEL_DASAR_PELEPASAN[r.dasar]}
            {r.nomor_surat ? ` · surat ${r.nomor_surat}` : ''}
          </Typography>
          <Typography variant="caption" sx={{ display: 'block' }}>
            {LABEL_BENTUK_INFORMASI[r.bentuk]}: {r.isi}
          </Typography>
        </Box>
      ),
    },
    { key: 'setuju', header: 'Persetujuan Pasien', render: (r) => <Persetujuan r={r} /> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Box sx={{ maxWidth: 200 }}>
          <Chip size="small" color={WARNA[r.status]} label={LABEL_STATUS_PELEPASAN[r.status]} />
          {r.alasan ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              {r.alasan}
            </Typography>
          ) : null}
          {r.diserahkan_pada ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              {formatTanggalJam(r.diserahkan_pada)} · {r.diterima_oleh}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {r.status === 'DIAJUKAN' && r.perlu_persetujuan && !r.persetujuan ? (
            <Button size="small" variant="outlined" onClick={() => setDialog({ jenis: 'setuju', r })}>
              Persetujuan
            </Button>
          ) : null}
          {r.status === 'DIAJUKAN' && (!r.perlu_persetujuan || r.persetujuan) ? (
            <Button size="small" variant="outlined" onClick={() => setujui(r)}>
              Setujui
            </Button>
          ) : null}
          {r.status === 'DIAJUKAN' ? (
            <Button size="small" color="error" onClick={() => setDialog({ jenis: 'tolak', r })}>
              Tolak
            </Button>
          ) : null}
          {r.status === 'DISETUJUI' ? (
            <Button size="small" variant="contained" onClick={() => setDialog({ jenis: 'serah', r })}>
              Serahkan
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <HalamanJudul
        judul="Pelepasan Informasi Rekam Medis"
        keterangan="Salinan atau ringkasan rekam medis hanya diserahkan dengan persetujuan pasien, kecuali atas permintaan tertulis aparat penegak hukum atau perintah pengadilan. Setiap langkah tercatat di log aktivitas."
        aksi={
          <Button variant="contained" onClick={() => setDialog({ jenis: 'baru' })}>
            Catat Permintaan
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(r) => r.uid}
        emptyText="Belum ada permintaan pelepasan informasi"
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari No. RM, nama pasien, pemohon…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              semua="Semua status"
              pilihan={STATUS_PELEPASAN.map((s) => ({ value: s, label: LABEL_STATUS_PELEPASAN[s] }))}
              lebar={[150, 200]}
            />
          </>
        }
      />
      {dialog?.jenis === 'baru' ? <DialogPelepasan onClose={() => setDialog(null)} /> : null}
      {dialog?.jenis === 'setuju' ? (
        <DialogPersetujuan uid={dialog.r.uid} nomor={dialog.r.nomor} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.jenis === 'tolak' ? (
        <AlasanDialog
          judul={`Tolak Permintaan — ${dialog.r.nomor}`}
          pesan={`Permintaan ${dialog.r.pemohon_nama} atas rekam medis ${dialog.r.pasien.no_rm} ditolak; alasannya tercatat.`}
          label="Alasan penolakan"
          aturan={aturanAlasan}
          panjangMaks={500}
          tombol="Tolak Permintaan"
          onKirim={async (alasan) => {
            await putus.mutateAsync({ uid: dialog.r.uid, keputusan: 'TOLAK', alasan });
            toast.success(`Permintaan ${dialog.r.nomor} ditolak`);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog?.jenis === 'serah' ? <Serahkan r={dialog.r} onClose={() => setDialog(null)} /> : null}
    </Box>
  );
}
