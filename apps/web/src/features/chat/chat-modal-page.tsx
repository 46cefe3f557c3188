import { Navigate, useSearchParams } from 'react-router';
import { ChatNamespace } from './chat-namespace';
import { Conversation } from './conversation';
import './chat.css';

function ChatModal() {
  const [params] = useSearchParams();
  const chatRoomId = params.get('chatRoomId');
  if (!chatRoomId) return <Navigate to="/chat" replace />;
  return (
    <div className="chat-modal">
      <Conversation key={chatRoomId} chatRoomId={chatRoomId} backTo="/chat" />
    </div>
  );
}

/** /chatModal?chatRoomId=: one conversation full screen, with a way back to the list. */
export default function ChatModalPage() {
  return (
    <ChatNamespace>
      <ChatModal />
    </ChatNamespace>
  );
}
