import DrawIcon from '@mui/icons-material/Draw';
import VerifiedIcon from '@mui/icons-material/Verified';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import {
  esignApi,
  formatTanggalJam,
  formatTanggalWaktu,
  type JenisDokumenTtd,
  LABEL_JENIS_DOKUMEN_TTD,
  type Pengajuan,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/client.ts';
import { kueri, kunci, panggil, urlKontrak } from '../api/kontrak.ts';
import { queryClient } from '../api/query.ts';
import { useSession } from '../shell/session.tsx';
import { pesanError, useToast } from '../shell/toast.tsx';
import { PdfViewerDialog } from './PdfViewerDialog.tsx';

export interface StatusTtdProps {
  jenis: JenisDokumenTtd;
  /** The document's own uid (the letter, the resume, the result, the expertise). */
  refUid: string;
  /** Whether this screen's user may ask for the signature (the document is final, they wrote it). */
  dapatAjukan: boolean;
}

function ChipStatus({ p }: { p: Pengajuan | null }) {
  if (!p || p.status === 'DIBATALKAN') return <Chip size="small" variant="outlined" label="Belum diajukan" />;
  if (p.status === 'MENUNGGU')
    return (
      <Tooltip title={`Diajukan ${p.diajukan_oleh}, ${formatTanggalWaktu(p.diajukan_pada)}`}>
        <Chip size="small" color="warning" label={`Menunggu tanda tangan ${p.penanda.nama}`} />
      </Tooltip>
    );
  if (p.status === 'DITANDATANGANI')
    return (
      <Tooltip title={`Ditandatangani secara elektronik oleh ${p.penanda.nama}`}>
        <Chip
          size="small"
          color="success"
          icon={<VerifiedIcon />}
          label={`Ditandatangani ${p.diputus_pada ? formatTanggalJam(p.diputus_pada) : ''}`.trim()}
        />
      </Tooltip>
    );
  const alasan = p.alasan_tolak ?? 'tanpa alasan';
  return (
    <Tooltip title={`${p.penanda.nama}: ${alasan}`}>
      <Chip
        size="small"
        color="error"
        label={`Ditolak: ${alasan}`}
        sx={{ maxWidth: 280, '& .MuiChip-label': { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      />
    </Tooltip>
  );
}

/**
 * A document's electronic signature beside its print button: where it stands, 'Ajukan tanda
 * tangan' while nothing waits or is signed, and the signed PDF once signed. Renders nothing for a
 * user who may not read the document's signatures.
 */
export function StatusTtd({ jenis, refUid, dapatAjukan }: StatusTtdProps) {
  const toast = useToast();
  const navigate = useNavigate();
  // The signer themself, looking at a document that waits for them, goes straight to signing it.
  const { user } = useSession();
  const [lihat, setLihat] = useState(false);
  const masukan = { params: { jenis, ref_uid: refUid } };
  const q = useQuery({ ...kueri(esignApi.statusDokumen, masukan), select: (r) => r.respon, staleTime: 0 });
  const ajukan = useMutation({
    mutationFn: () => panggil(esignApi.ajukan, { body: { jenis, ref_uid: refUid } }).then((r) => r.respon),
    onSuccess: (p) => {
      queryClient.setQueryData(kunci(esignApi.statusDokumen, masukan), { respon: p });
      void queryClient.invalidateQueries({ queryKey: [esignApi.pengajuanList.path] });
      toast.success(`Diajukan kepada ${p.penanda.nama} untuk ditandatangani`);
    },
    onError: (err) => toast.error(pesanError(err)),
  });

  if (q.isPending) return <Skeleton variant="rounded" width={160} height={24} />;
  if (q.isError) {
    if (q.error instanceof ApiError && q.error.status === 403) return null;
    return (
      <Tooltip title={pesanError(q.error)}>
        <Chip
          size="small"
          variant="outlined"
          color="error"
          label="Status TTE gagal dimuat"
          onClick={() => void q.refetch()}
        />
      </Tooltip>
    );
  }
  const p = q.data;
  const terbuka = p?.status === 'MENUNGGU' || p?.status === 'DITANDATANGANI';

  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <ChipStatus p={p} />
      {!terbuka && dapatAjukan ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DrawIcon />}
          loading={ajukan.isPending}
          onClick={() => ajukan.mutate()}
        >
          {p?.status === 'DITOLAK' ? 'Ajukan ulang' : 'Ajukan tanda tangan'}
        </Button>
      ) : null}
      {p?.status === 'MENUNGGU' && p.penanda.uid === user?.data.uid ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<DrawIcon />}
          onClick={() => navigate('/list-pengajuan-esign')}
        >
          Tanda tangani
        </Button>
      ) : null}
      {p?.status === 'DITANDATANGANI' ? (
        <>
          <Button size="small" startIcon={<VerifiedIcon />} onClick={() => setLihat(true)}>
            Lihat dokumen bertanda tangan
          </Button>
          <PdfViewerDialog
            open={lihat}
            title={`${p.judul}${p.nomor ? ` ${p.nomor}` : ''} (bertanda tangan)`}
            url={urlKontrak(esignApi.pdf, { params: { uid: p.uid } })}
            onClose={() => setLihat(false)}
            keterangan={`${LABEL_JENIS_DOKUMEN_TTD[p.jenis]} · ditandatangani secara elektronik oleh ${p.penanda.nama}${
              p.diputus_pada ? `, ${formatTanggalWaktu(p.diputus_pada)}` : ''
            }`}
          />
        </>
      ) : null}
    </Box>
  );
}
