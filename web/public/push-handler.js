// Imported by the service worker (workbox importScripts): shows each alert the server pushes
// ({alertId, level, title, body, url}) as a notification, one per alert (its tag), and opens its
// page when tapped. An urgent alert stays on screen until the person acts on it.
self.addEventListener('push', (event) => {
  const alert = event.data ? event.data.json() : null;
  if (!alert || !alert.title) return;
  event.waitUntil(
    self.registration.showNotification(alert.title, { body: alert.body, tag: alert.alertId, requireInteraction: alert.level === 'urgent', data: { url: alert.url } }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  if (url) event.waitUntil(self.clients.openWindow(url));
});
