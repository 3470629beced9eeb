import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ambilAlihSchema, type LayananKlinisDto, pelayananApi } from '@rawat/domain';
import { type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { panggil } from '../../api/kontrak.ts';
import { queryClient } from '../../api/query.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { KonteksAmbilAlih } from './ambil-alih.konteks.ts';
import { kunciPelayanan, segarkanPelayanan } from './pelayanan.api.ts';

/**
 * Holds the take-over dialog of one chart: the banner's button and any refused write open it.
 * Confirming calls POST /pelayanan/:uid/ambil-alih and refreshes the chart.
 */
export function AmbilAlihProvider({
  layanan: l,
  children,
}: {
  layanan: LayananKlinisDto;
  children: ReactNode;
}) {
  const toast = useToast();
  const [buka, setBuka] = useState(false);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const selesai = useRef<((ok: boolean) => void) | null>(null);

  const minta = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        selesai.current?.(false);
        selesai.current = resolve;
        setAlasan('');
        setGalat(null);
        setBuka(true);
      }),
    [],
  );
  const tutup = (ok: boolean) => {
    selesai.current?.(ok);
    selesai.current = null;
    setBuka(false);
  };
  const ambil = async () => {
    const cek = ambilAlihSchema.safeParse({ alasan });
    if (!cek.success) return setGalat(cek.error.issues[0]?.message ?? 'Alasan tidak valid');
    setKirim(true);
    setGalat(null);
    try {
      const r = await panggil(pelayananApi.ambilAlih, { params: { layanan_uid: l.uid }, body: cek.data });
      queryClient.setQueryData(kunciPelayanan(l.uid), r);
      void segarkanPelayanan(l.uid);
      toast.success(`Pasien ${l.pasien.nama} kini ditangani ${r.respon.dokter?.nama ?? 'Anda'}`);
      tutup(true);
    } catch (err) {
      setGalat(pesanError(err));
    } finally {
      setKirim(false);
    }
  };

  const nilai = useMemo(() => ({ minta }), [minta]);
  return (
    <KonteksAmbilAlih.Provider value={nilai}>
      {children}
      <ConfirmDialog
        open={buka}
        title="Ambil Alih Pasien"
        confirmLabel="Ambil Alih Pasien"
        cancelLabel="Batal"
        loading={kirim}
        error={galat}
        onCancel={() => tutup(false)}
        onOk={() => void ambil()}
        message={
          <>
            <Typography sx={{ mb: 2 }}>
              Pasien <b>{l.pasien.nama}</b> terdaftar pada <b>{l.dokter?.nama ?? 'dokter lain'}</b>. Dengan
              mengambil alih, Anda menjadi dokter pelayanan ini: catatan, tindakan, dan jasa medisnya tercatat
              atas nama Anda. Pengalihan ini dicatat.
            </Typography>
            <TextField
              fullWidth
              label="Alasan (opsional)"
              placeholder="mis. dokter terdaftar berhalangan"
              value={alasan}
              onChange={(e) => setAlasan(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 300 } }}
            />
          </>
        }
      />
    </KonteksAmbilAlih.Provider>
  );
}

/** 'Pasien terdaftar pada dr. X' with the take-over button, for a doctor who is not the registered one. */
export function BannerAmbilAlih({ layanan: l }: { layanan: LayananKlinisDto }) {
  const k = useContext(KonteksAmbilAlih);
  if (!l.perlu_ambil_alih || !k || l.resume_final || l.status === 'BATAL') return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2, alignItems: 'center' }}
      action={
        <Button
          color="inherit"
          variant="outlined"
          size="small"
          startIcon={<PersonAddAlt1Icon />}
          sx={{ whiteSpace: 'nowrap' }}
          onClick={() => void k.minta()}
        >
          Ambil Alih Pasien
        </Button>
      }
    >
      Pasien terdaftar pada <b>{l.dokter?.nama}</b>. Ambil alih pasien untuk menulis di rekam medisnya;
      tindakan dan jasa medisnya akan tercatat atas nama Anda.
    </Alert>
  );
}
