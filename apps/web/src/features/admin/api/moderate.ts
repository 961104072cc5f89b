import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueuePublishResponse, QueueRef, QueueRejectBody, QueueRejectResponse } from '@mfi/contract/admin.schemas';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './queue';

/** POST /admin/api-queue-publish/ {items}. */
export const publishQueued = (items: QueueRef[]) =>
  apiRequest<QueuePublishResponse>('/admin/api-queue-publish/', { method: 'POST', body: { items } });

/** POST /admin/api-queue-reject/ {kind, id, reason}. */
export const rejectQueued = (body: QueueRejectBody) =>
  apiRequest<QueueRejectResponse>('/admin/api-queue-reject/', { method: 'POST', body });

/** Publish or reject, then the queue (and any history) is read again. */
export function useModerate() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.all });
  return {
    publish: useMutation({ mutationFn: publishQueued, onSuccess: refresh }),
    reject: useMutation({ mutationFn: rejectQueued, onSuccess: refresh }),
  };
}
