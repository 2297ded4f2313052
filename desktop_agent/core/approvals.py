"""What a person answers to an approval, for front ends that ask (the dialog, the terminal prompt)."""

from desktop_agent.agent.interactions import ApprovalChoice, ApprovalDecision, UnknownRequestError

__all__ = ["ApprovalChoice", "ApprovalDecision", "UnknownRequestError"]
