import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { can, formatRupiah, type KlaimDetail, perbaikanKlaimSchema } from '@rawat/domain';
import { useState } from 'react';
import { z } from 'zod';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { AlasanDialog } from '../../ui/AlasanDialog.tsx';
import { useAksiKlaim } from './casemix.api.ts';

const alasanVerifikasi = z.string().trim().min(3, 'Tuliskan alasan dari verifikator BPJS').max(1000);

/**
 * The claim's steps as buttons, only those its state allows: Grouping (and stage 2 with chosen
 * special CMGs), Final, Kirim, Cek Status, Edit Ulang, BPJS's answer, and the fix of a returned
 * claim. The server checks again; its refusal (e.g. what is missing) is shown here.
 */
export function AksiKlaimPanel({ d }: { d: KlaimDetail }) {
  const { user } = useSession();
  const toast = useToast();
  const boleh = can(user?.role, 'casemix:write');
  const grouping = useAksiKlaim(d.sep_uid, 'grouping');
  const final = useAksiKlaim(d.sep_uid, 'final');
  const kirim = useAksiKlaim(d.sep_uid, 'kirim');
  const cek = useAksiKlaim(d.sep_uid, 'cekStatus');
  const edit = useAksiKlaim(d.sep_uid, 'editUlang');
  const verifikasi = useAksiKlaim(d.sep_uid, 'verifikasi');
  const perbaikan = useAksiKlaim(d.sep_uid, 'perbaikan');
  const [galat, setGalat] = useState<string | null>(null);
  const [cmg, setCmg] = useState<string[]>([]);
  const [dialog, setDialog] = useState<'PENDING' | 'DISPUTE' | 'PERBAIKAN' | null>(null);
  const sibuk = [grouping, final, kirim, cek, edit, verifikasi, perbaikan].some((m) => m.isPending);
  if (!boleh) return null;

  const jalan = async (f: () => Promise<unknown>, berhasil: string) => {
    setGalat(null);
    try {
      await f();
      toast.success(berhasil);
    } catch (e) {
      setGalat(pesanError(e));
    }
  };
  const s = d.status;
  const opsi = d.grouping?.special_cmg_option ?? [];
  const tombol = (label: string, onClick: () => void, varian: 'contained' | 'outlined' = 'contained') => (
    <Button key={label} variant={varian} size="small" disabled={sibuk} onClick={onClick}>
      {label}
    </Button>
  );
  const aksi = [
    s === 'BELUM' || s === 'DRAF' || s === 'DIGROUP'
      ? tombol(
          s === 'DIGROUP' ? 'Grouping Ulang' : 'Grouping',
          () => jalan(() => grouping.mutateAsync({}), 'Grouping selesai'),
          s === 'DIGROUP' ? 'outlined' : 'contained',
        )
      : null,
    s === 'DIGROUP' ? tombol('Final', () => jalan(() => final.mutateAsync({}), 'Klaim difinalkan')) : null,
    s === 'FINAL'
      ? tombol('Kirim', () => jalan(() => kirim.mutateAsync({}), 'Klaim terkirim ke data center'))
      : null,
    s === 'TERKIRIM'
      ? tombol('Disetujui BPJS', () =>
          jalan(() => verifikasi.mutateAsync({ status: 'DISETUJUI' }), 'Klaim dicatat disetujui'),
        )
      : null,
    s === 'TERKIRIM' ? tombol('Pending', () => setDialog('PENDING'), 'outlined') : null,
    s === 'TERKIRIM' ? tombol('Dispute', () => setDialog('DISPUTE'), 'outlined') : null,
    s === 'PENDING' || s === 'DISPUTE' ? tombol('Catat Perbaikan', () => setDialog('PERBAIKAN')) : null,
    s === 'FINAL' || s === 'PENDING' || s === 'DISPUTE'
      ? tombol(
          'Edit Ulang',
          () => jalan(() => edit.mutateAsync({}), 'Klaim dibuka kembali untuk diubah'),
          'outlined',
        )
      : null,
    s !== 'BELUM' && s !== 'DRAF'
      ? tombol('Cek Status', () => jalan(() => cek.mutateAsync({}), 'Status E-Klaim dibaca'), 'outlined')
      : null,
  ].filter(Boolean);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        Proses Klaim E-Klaim
      </Typography>
      {aksi.length ? (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{aksi}</Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Klaim sudah disetujui BPJS.
        </Typography>
      )}
      {s === 'DIGROUP' && opsi.length ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            Special CMG yang dapat dipilih (grouper tahap 2)
          </Typography>
          {opsi.map((o) => (
            <FormControlLabel
              key={o.code}
              control={
                <Checkbox
                  size="small"
                  checked={cmg.includes(o.code)}
                  onChange={(_, v) => setCmg((c) => (v ? [...c, o.code] : c.filter((x) => x !== o.code)))}
                />
              }
              label={`${o.code} ${o.description}${o.tariff ? ` (${formatRupiah(o.tariff)})` : ''}`}
            />
          ))}
          <Button
            size="small"
            disabled={sibuk || !cmg.length}
            onClick={() =>
              jalan(() => grouping.mutateAsync({ special_cmg: cmg }), 'Grouping tahap 2 selesai')
            }
          >
            Grouping Tahap 2
          </Button>
        </Box>
      ) : null}
      {galat ? (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {galat}
        </Alert>
      ) : null}
      {dialog === 'PENDING' || dialog === 'DISPUTE' ? (
        <AlasanDialog
          judul={dialog === 'PENDING' ? 'Klaim Pending dari BPJS' : 'Klaim Dispute dari BPJS'}
          pesan={`Catat alasan ${dialog.toLowerCase()} sebagaimana ditulis verifikator BPJS.`}
          label="Alasan verifikator"
          aturan={alasanVerifikasi}
          tombol="Simpan"
          onKirim={async (alasan) => {
            await verifikasi.mutateAsync({ status: dialog, alasan });
            toast.success(`Klaim dicatat ${dialog.toLowerCase()}`);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'PERBAIKAN' ? (
        <AlasanDialog
          judul="Catat Perbaikan Klaim"
          pesan="Tuliskan perbaikan yang dilakukan. Setelah itu Edit Ulang, Grouping, Final dan Kirim kembali."
          label="Perbaikan"
          aturan={perbaikanKlaimSchema.shape.perbaikan}
          tombol="Simpan"
          onKirim={async (isi) => {
            await perbaikan.mutateAsync({ perbaikan: isi });
            toast.success('Perbaikan dicatat');
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Paper>
  );
}
