import ImageIcon from '@mui/icons-material/ImageOutlined';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdfOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type Faskes, faskesApi, LABEL_JENIS_FASKES } from '@rawat/domain';
import { useState } from 'react';
import { useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { MasterPage } from '../../../ui/master/MasterPage.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { FaskesForm } from './FaskesForm.tsx';
import { urlLogo, urlPratinjauKop, useGunakanFaskes } from './faskes.api.ts';
import { LogoFaskesDialog } from './LogoFaskesDialog.tsx';

/**
 * /admin-faskes: the facility profiles. One active profile is 'Digunakan': its letterhead heads
 * every printed document (tickets, receipts, results, letters).
 */
export default function FaskesPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const gunakan = useGunakanFaskes();
  // The item stays while a dialog closes, so its title does not change during the transition.
  const [logo, setLogo] = useState<{ item: Faskes | null; open: boolean }>({ item: null, open: false });
  const [kop, setKop] = useState<{ item: Faskes | null; open: boolean }>({ item: null, open: false });

  const pakai = (f: Faskes) =>
    void confirm({
      title: 'Gunakan profil ini?',
      message: (
        <>
          Kop semua dokumen cetak (tiket antrean, kuitansi, hasil pemeriksaan, surat) dan halaman publik akan
          memakai profil <b>{f.nama}</b>, menggantikan profil yang digunakan sekarang.
        </>
      ),
      confirmLabel: 'Gunakan',
      onConfirm: async () => {
        await gunakan.mutateAsync(f.uid);
        toast.success(`${f.nama} sekarang digunakan untuk kop dokumen`);
      },
    });

  return (
    <>
      <MasterPage<Faskes>
        judul="Profil Faskes"
        keterangan="Identitas rumah sakit atau klinik; profil yang digunakan menjadi kop semua dokumen cetak."
        api={faskesApi}
        label="Profil Faskes"
        tulis="master.faskes:manage"
        Form={FaskesForm}
        placeholderCari="Cari kode atau nama faskes…"
        subjudul={(f) => f.alamat_lengkap}
        kolom={[
          {
            key: 'logo',
            header: 'Logo',
            width: 64,
            render: (f) => (
              <Avatar
                variant="rounded"
                src={f.logo ? urlLogo(f.uid, f.logo) : undefined}
                alt={f.logo ? `Logo ${f.nama}` : undefined}
                sx={{
                  width: 36,
                  height: 36,
                  bgcolor: f.logo ? 'transparent' : 'grey.200',
                  color: 'grey.500',
                }}
              >
                <ImageIcon fontSize="small" />
              </Avatar>
            ),
          },
          {
            key: 'jenis',
            header: 'Jenis',
            render: (f) => `${LABEL_JENIS_FASKES[f.jenis]}${f.kelas_rs ? ` · Kelas ${f.kelas_rs}` : ''}`,
          },
          {
            key: 'digunakan',
            header: 'Penggunaan',
            render: (f) => (f.digunakan ? <Chip size="small" color="primary" label="Digunakan" /> : null),
          },
        ]}
        aksiTambahan={(f) => (
          <>
            {f.status === 'AKTIF' && !f.digunakan ? (
              <Tooltip title="Gunakan untuk kop dokumen">
                <IconButton
                  size="small"
                  color="primary"
                  aria-label={`Gunakan ${f.nama}`}
                  onClick={() => pakai(f)}
                >
                  <TaskAltIcon fontSize="small" />
                </IconButton>
              </Tooltip>
            ) : null}
            <Tooltip title="Logo">
              <IconButton
                size="small"
                aria-label={`Logo ${f.nama}`}
                onClick={() => setLogo({ item: f, open: true })}
              >
                <ImageIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title="Pratinjau Kop">
              <IconButton
                size="small"
                aria-label={`Pratinjau kop ${f.nama}`}
                onClick={() => setKop({ item: f, open: true })}
              >
                <PictureAsPdfIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      />
      <LogoFaskesDialog {...logo} onClose={() => setLogo((l) => ({ ...l, open: false }))} />
      <PdfViewerDialog
        open={kop.open}
        title={`Pratinjau Kop – ${kop.item?.nama ?? ''}`}
        url={kop.item ? urlPratinjauKop(kop.item.uid) : ''}
        onClose={() => setKop((k) => ({ ...k, open: false }))}
      />
    </>
  );
}
