"""The collaboration strategies of the EC²-Bench study, one module each. Importing this
package registers them with router.policy (make_policy imports it on first use)."""
from edge_agent.router.policy import CloudOnly, EdgeOnly
from edge_agent.router.policies.advisor import Advisor
from edge_agent.router.policies.delegate import Delegate
from edge_agent.router.policies.sketch import Sketch
from edge_agent.router.policies.step_route import StepRoute
from edge_agent.router.policies.task_route import TaskRoute

__all__ = ["Advisor", "CloudOnly", "Delegate", "EdgeOnly", "Sketch", "StepRoute", "TaskRoute"]
